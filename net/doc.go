// Package net will connect two browsers for online play: a WebRTC data
// channel (pion/webrtc), compact invite and reply codes, and a message
// protocol that validates every received step with the ruleset, exactly as
// a local click is validated. It is empty until online play is built.
package net
