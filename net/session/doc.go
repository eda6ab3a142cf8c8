// Package session connects two devices with a WebRTC data channel and no
// server of ours: the host makes an invite code, the guest answers it with
// a reply code, the host accepts the reply, and the channel opens. Codes
// travel by hand (copy and paste, a link, a QR code); package net/code
// writes them.
//
// The same Go code runs natively, where pion/webrtc brings its own ICE,
// DTLS and SCTP, and in the page (js/wasm), where pion wraps the browser's
// RTCPeerConnection. In the page, pion's calls wait on JavaScript promises:
// call [Offer], [Answer], [Peer.Accept], [Peer.Wait] and [Peer.Recv] from a
// goroutine of their own, never from a js.FuncOf callback or Ebiten's
// Update. Nothing here wakes an idle Ebiten loop: whoever waits on a call
// asks for a frame when it returns.
//
// The flow, host on the left, guest on the right:
//
//	p, invite, err := Offer(ctx, s, Game{ID: "phalanx"})
//	                                  inv, err := ReadInvite(text) // shows inv.Game
//	                                  q, reply, err := Answer(ctx, s, text)
//	err = p.Accept(reply)
//	err = p.Wait(ctx)                 err = q.Wait(ctx)
//	p.Send(msg)                       msg, err := q.Recv(ctx)
//
// The channel is ordered and reliable; each message arrives whole, at most
// [MaxMessage] bytes. An open peer sends a heartbeat (one zero byte, never
// passed on) every [Settings].Heartbeat, so that [Peer.Quiet] tells a
// device that died without a goodbye from one that is only thinking. Every error a player may see is worded for a player.
package session
