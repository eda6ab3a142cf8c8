// Package net holds online play between browsers: package net/code, the
// compact invite and reply codes that carry a WebRTC session description;
// package net/protocol, the messages pages exchange and the match state
// machine that validates every received step with the ruleset exactly as a
// local click is validated (a Match for two devices, a Hub for more);
// and package net/session, the WebRTC data channel (pion/webrtc). Its own
// test plays games over real data channels with a hub and its guests.
package net
