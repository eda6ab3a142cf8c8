// Package net holds online play between two browsers: package net/code,
// the compact invite and reply codes that carry a WebRTC session
// description, and package net/protocol, the messages two pages exchange
// and the match state machine that validates every received step with the
// ruleset exactly as a local click is validated. The WebRTC session
// (pion/webrtc) comes with the online-play issue.
package net
