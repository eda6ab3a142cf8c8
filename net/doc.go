// Package net holds online play between two browsers. So far it has one
// part: package net/code, the compact invite and reply codes that carry a
// WebRTC session description. The WebRTC session (pion/webrtc) and the
// message protocol, which validates every received step with the ruleset
// exactly as a local click is validated, come with the online-play issue.
package net
