package online_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/scene/scenetest"
	netcode "pentarchy/net/code"
	"pentarchy/net/protocol"
	"pentarchy/net/session"
)

// TestWrongCodes pastes codes that do not work: each says why in plain
// words and changes nothing.
func TestWrongCodes(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	inv := inviteTo(t, host, "phalanx")

	guest.Show(online.NewJoinScene(guest, ""))
	for _, bad := range []string{"", "hello", "reply.1"} {
		paste(t, guest, bad)
		guest.Click("Join")
		if st := guest.Status(); !strings.Contains(st, "That invite code does not work") {
			t.Errorf("invite %q: status %q", bad, st)
		}
	}
	paste(t, guest, "https://example.org/pentarchy/"+netui.JoinPrefix+inv)
	guest.Click("Join")
	if st := guest.Status(); !strings.Contains(st, "invites you to play Phalanx") {
		t.Fatalf("a link with the invite: status %q", st)
	}
	guest.Click("Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)

	for _, bad := range []string{"", inv, "reply.99." + nettest.Padding} {
		paste(t, host, bad)
		host.Click("Connect")
		if st := host.Status(); !strings.Contains(st, "That reply code does not work") {
			t.Errorf("reply %q: status %q", bad, st)
		}
	}
}

// TestNoPath fails to connect: the host says why and offers move codes.
func TestNoPath(t *testing.T) {
	host := failedConnection(t, nettest.ErrNoPath)
	if st := host.Status(); !strings.Contains(st, "No network path") {
		t.Errorf("status %q does not say why", st)
	}
	for _, label := range []string{"Try again", "Play by move codes", "Settings", "Back"} {
		if !host.Enabled(label) {
			t.Errorf("no %q after a failed connection", label)
		}
	}
	host.Click("Try again")
	invite(t, host)
}

// TestSettings turns a STUN server off and sets a TURN server; a TURN
// server without its password is refused with a reason.
func TestSettings(t *testing.T) {
	a := newDevice(t, nettest.New())
	inviteTo(t, a, "phalanx")
	a.Click("Settings")
	s := a.Scene().(*netui.SettingsScene)
	a.Click(strings.TrimPrefix(netui.DefaultSTUN[0], "stun:") + ": on")
	s.Turn[0].SetText("turn:relay.example.org:3478")
	s.Turn[1].SetText("me")
	a.Click("Done")
	if a.Scene() != scene.Scene(s) || !strings.Contains(s.Warn, "password") {
		t.Fatalf("a TURN server without password: scene %s, warning %q", a.Scene().Name(), s.Warn)
	}
	s.Turn[2].SetText("secret")
	a.Click("Done")
	if a.Scene().Name() != "online" {
		t.Fatalf("Done went to %s", a.Scene().Name())
	}
	got := netui.LoadSettings(a)
	if got.STUN[0].On || !got.STUN[1].On || got.TURN != (netui.TurnServer{URL: "turn:relay.example.org:3478", User: "me", Password: "secret"}) {
		t.Errorf("settings kept: %+v", got)
	}
	if on := got.StunOn(); len(on) != 1 || on[0] != netui.DefaultSTUN[1] {
		t.Errorf("STUN servers on: %v", on)
	}
}

// TestOnlinePhalanx plays Phalanx between two devices: steps both ways, a
// chat line, a takeback by consent, a resignation and a rematch.
func TestOnlinePhalanx(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "phalanx")

	guest.TapCell("f7") // not the guest's turn: nothing
	host.TapCell("f3")
	host.Click("End turn")
	sameSteps(t, host, guest, "add f3", "end")
	if host.Enabled("End turn") { // the guest's turn: the host waits
		t.Errorf("the host offers End turn on the guest's turn")
	}
	if st := host.Status(); !strings.HasPrefix(st, "You are Black · White to act") {
		t.Errorf("the host's status on the guest's turn: %q", st)
	}
	sameSteps(t, host, guest, "add f3", "end")
	guest.TapCell("d7")
	guest.Click("End turn")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end")

	guest.Click("Chat")
	guest.Scene().(*netui.ChatScene).Box.SetText("good luck")
	guest.Click("Send")
	tickUntil(t, "the chat line", func() bool { return strings.Contains(say(host), "Friend: good luck") }, host, guest)
	guest.Click("Back to the game")

	host.TapCell("e3")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end", "add e3")
	host.Click("Undo")
	tickUntil(t, "the takeback request", func() bool { return guest.Enabled("Allow takeback") }, host, guest)
	checkButtons(t, "the takeback request", guest)
	if p := playing(t, guest); p.ButtonsTop() < p.PanelR.Y+p.StatusCard(p.Status()).Height(guest.Fonts(), guest.View(), p.PanelR.W) {
		t.Error("the takeback request's buttons cover the status card")
	}
	guest.Click("Allow takeback")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end")

	host.Click("Chat")
	host.Click("Resign")
	host.Click("Tap again to resign")
	tickUntil(t, "the resignation", func() bool {
		return guest.Status() == "Your friend resigned" && host.Status() == "You resigned"
	}, host, guest)

	guest.Click("Rematch")
	tickUntil(t, "the rematch offer", func() bool { return strings.Contains(say(host), "rematch") }, host, guest)
	host.Click("Rematch")
	sameSteps(t, host, guest)
	guest.TapCell("f3") // the seats swapped: the guest moves first
	sameSteps(t, host, guest, "add f3")
}

// TestMoveCodes plays Phalanx by move codes: the host's first code
// carries the game; wrong codes are refused with a reason and change
// nothing.
func TestMoveCodes(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	inviteTo(t, host, "phalanx")
	host.Click("Move codes")
	if host.Scene().Name() != "play" {
		t.Fatalf("by move codes the host starts on scene %s", host.Scene().Name())
	}
	host.TapCell("f3")
	host.Click("End turn")
	if host.Scene().Name() != "correspondence" || code(host) == "" {
		t.Fatalf("after the host's turn: scene %s, code %q", host.Scene().Name(), code(host))
	}
	first := code(host)

	guest.Show(online.NewJoinScene(guest, ""))
	paste(t, guest, first[:len(first)-4])
	guest.Click("Join")
	if st := guest.Status(); !strings.Contains(st, "cut short") {
		t.Errorf("a cut move code: %q", st)
	}
	paste(t, guest, first)
	guest.Click("Join")
	if guest.Scene().Name() != "play" || !slices.Equal(steps(t, guest), []string{"add f3", "end"}) {
		t.Fatalf("the guest joined on scene %s with %q", guest.Scene().Name(), steps(t, guest))
	}
	guest.TapCell("d7")
	guest.Click("End turn")
	answer := code(guest)

	for _, bad := range []string{"", first, answer[:20] + "x" + answer[21:]} {
		paste(t, host, bad)
		host.Click("Apply")
		if st := host.Status(); !strings.Contains(st, "That move code does not work") {
			t.Errorf("move code %q: status %q", bad, st)
		}
	}
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "end"}) {
		t.Fatalf("wrong codes changed the host's game: %q", got)
	}
	paste(t, host, answer)
	host.Click("Apply")
	if host.Scene().Name() != "play" || !slices.Equal(steps(t, host), []string{"add f3", "end", "add d7", "end"}) {
		t.Fatalf("after the guest's code: scene %s, record %q", host.Scene().Name(), steps(t, host))
	}
}

// TestForgedMessages feeds the host messages no honest guest sends: each
// is refused, the game stays as it was, and both players are told.
func TestForgedMessages(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "phalanx")
	host.TapCell("f3")
	host.Click("End turn")
	sameSteps(t, host, guest, "add f3", "end")
	forger := net.Last().Guest // the guest's page, tampered with
	encode := func(m protocol.Message) []byte {
		m.V = protocol.Version
		b, err := protocol.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	const wrongHash = "0123456789abcdef"
	for _, tc := range []struct {
		name string
		msg  []byte
	}{
		{"illegal", encode(protocol.Message{Kind: protocol.KindStep, Seq: 3, Step: "add a1", Hash: wrongHash})},
		{"replayed", encode(protocol.Message{Kind: protocol.KindStep, Seq: 2, Step: "end", Hash: wrongHash})},
		{"out of order", encode(protocol.Message{Kind: protocol.KindStep, Seq: 5, Step: "add d7", Hash: wrongHash})},
		{"hash mismatch", encode(protocol.Message{Kind: protocol.KindStep, Seq: 3, Step: "add d7", Hash: wrongHash})},
		{"malformed", []byte(`{"v":2,"kind":"step","seq":"three"}`)},
		{"oversized", []byte(`{"v":2,"kind":"chat","text":"` + strings.Repeat("x", protocol.MaxMessage) + `"}`)},
		{"another version", []byte(`{"v":99,"kind":"step","seq":3,"step":"add d7"}`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hostTold, guestTold := refusals(t, host), refusals(t, guest)
			if err := forger.Send(tc.msg); err != nil {
				t.Fatal(err)
			}
			tickUntil(t, "the refusal", func() bool { return refusals(t, host) > hostTold && strings.Contains(say(host), "refused") }, host)
			if got := steps(t, host); !slices.Equal(got, []string{"add f3", "end"}) {
				t.Fatalf("the forged message changed the game: %q", got)
			}
			tickUntil(t, "the guest told", func() bool { return refusals(t, guest) > guestTold }, host, guest)
		})
	}
	guest.TapCell("d7") // the game goes on
	sameSteps(t, host, guest, "add f3", "end", "add d7")
}

// refusals counts the refusals d's online game has noted, as its chat
// shows them.
func refusals(t *testing.T, d device) int {
	var talk netui.Talk
	switch g := playing(t, d).Link.(type) {
	case *netgame.HubGame:
		talk = g.Talk()
	case *netgame.OnlineGame:
		talk = g.Talk()
	}
	n := 0
	for _, line := range talk.Log {
		if strings.Contains(line, "refused") {
			n++
		}
	}
	return n
}

// TestDropAndResume loses the connection mid-game: both keep the game;
// the guest invites again with new codes, the host joins, and the game
// goes on from where it was. A reload keeps the game too.
func TestDropAndResume(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "phalanx")
	host.TapCell("f3")
	host.TapCell("e3")
	sameSteps(t, host, guest, "add f3", "add e3")

	net.Last().Guest.Close()
	tickUntil(t, "the drop", func() bool {
		return strings.Contains(say(host), "Connection lost") && strings.Contains(say(guest), "Connection lost")
	}, host, guest)
	if st := guest.Status(); st != "You are White · Connection lost: the game waits for Black." {
		t.Errorf("the guest's status after the drop: %q", st)
	}
	host.TapCell("d3") // played while the connection is down: kept, sent on reconnecting
	if got := steps(t, host); len(got) != 3 {
		t.Fatalf("a step played while disconnected: %q", got)
	}

	reloaded := reload(t, host) // the host reloads the page
	resume(t, reloaded, "Resume online Phalanx")
	reloaded.Click("Join with a code")

	guest.Click("Reconnect")
	guest.Click("Invite again")
	paste(t, reloaded, invite(t, guest))
	reloaded.Click("Join")
	if st := reloaded.Status(); !strings.Contains(st, "go on with your game of Phalanx") {
		t.Errorf("the resumed invite says %q", st)
	}
	reloaded.Click("Accept")
	tickUntil(t, "the reply", func() bool { return code(reloaded) != "" }, reloaded)
	paste(t, guest, code(reloaded))
	guest.Click("Connect")
	tickUntil(t, "both boards", func() bool { return onBoard(reloaded, guest) }, reloaded, guest)
	sameSteps(t, reloaded, guest, "add f3", "add e3", "add d3")
	if st := reloaded.Status(); !strings.HasPrefix(st, "You are Black · White") {
		t.Errorf("after resuming: %q", st)
	}
	guest.TapCell("d7")
	sameSteps(t, reloaded, guest, "add f3", "add e3", "add d3", "add d7")
}

// TestOnlinePower gives Source of Power's orders on both devices: each
// side's orders stay hidden until both are sealed, then the turn resolves
// on both with the same record.
func TestOnlinePower(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "source-of-power")
	play := func(d device, steps ...string) {
		t.Helper()
		p := playing(t, d)
		for _, step := range steps {
			before := len(p.Rec.Steps)
			p.Play(step)
			if after := len(p.Rec.Steps); after != before+1 && step != "end" {
				t.Fatalf("%q was not played: %s", step, say(d))
			}
		}
	}
	red := []string{"spawn infantry -3,0", "move -3,0>-1,0>0,0", "end"}
	blue := []string{"spawn infantry 3,0", "move 3,0>1,0>0,0", "end"}
	if got := steps(t, guest); !slices.Equal(got, []string{"end"}) {
		t.Fatalf("Blue gives orders on %q, want Red's stand-in end", got)
	}
	play(host, red...)
	tickUntil(t, "Red's seal", func() bool { return strings.Contains(say(guest), "sealed") }, host, guest)
	if got := host.Status(); got != "You are Red · Orders sealed — waiting for your friend" {
		t.Errorf("the host waits with status %q", got)
	}
	if got := steps(t, guest); !slices.Equal(got, []string{"end"}) {
		t.Fatalf("Red's orders leaked to Blue before Blue's: %q", got)
	}
	play(guest, blue...)
	turn := append(slices.Clone(red), blue...)
	tickUntil(t, "the turn resolved on both", func() bool {
		// Blue gives orders for turn 2 after Red's stand-in end.
		return slices.Equal(steps(t, host), turn) && slices.Equal(steps(t, guest), append(turn, "end"))
	}, host, guest)
	if got := guest.Status(); got != "You are Blue · Blue gives orders — turn 2" {
		t.Errorf("after the turn: %q", got)
	}
}

// TestCodeScreenLayouts lays the invite, the reply and the move codes out
// on screens from a small phone to a 4K monitor: every button and box on
// screen, none overlapping another, buttons at least 44 CSS pixels.
func TestCodeScreenLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{
		{320, 568, 2}, {360, 640, 2}, {640, 360, 3}, {768, 1024, 2},
		{1280, 800, 1}, {1920, 1080, 1}, {3840, 2160, 1},
	} {
		net := nettest.New()
		var host, guest, mail device
		for _, d := range []*device{&host, &guest, &mail} {
			*d = device{scenetest.New(t, sc.w, sc.h, sc.dpr), net.Dial}
		}
		reply(t, guest, inviteTo(t, host, "phalanx"))
		inviteTo(t, mail, "phalanx")
		mail.Click("Move codes")
		mail.TapCell("f3")
		mail.Click("End turn")
		for _, d := range []device{host, guest, mail} {
			checkCodeScreen(t, fmt.Sprintf("%v×%v %s", sc.w, sc.h, d.Scene().Name()), d)
		}
	}
}

// checkCodeScreen checks the layout of the code screen d shows.
func checkCodeScreen(t *testing.T, where string, d device) {
	t.Helper()
	var scr *netui.CodeScreen
	switch s := d.Scene().(type) {
	case *online.OnlineScene:
		scr = &s.Scr
	case *netui.MailScene:
		scr = &s.Scr
	default:
		t.Fatalf("%s: not a code screen", where)
	}
	type part struct {
		name string
		r    kit.Rect
	}
	parts := []part{{"heading", scr.HeadR}, {"what to do", scr.SayR}}
	if scr.Code != "" {
		parts = append(parts, part{"code box", scr.CodeR})
	}
	if scr.Ask != "" {
		parts = append(parts, part{"paste label", scr.AskR}, part{"paste box", scr.PasteR})
	}
	if scr.HasQR() {
		parts = append(parts, part{"QR code", scr.QrR})
	}
	for _, b := range scr.Buttons() {
		parts = append(parts, part{b.Label, b.R})
		if small(d.View(), b.R) {
			t.Errorf("%s: button %q is %.0f×%.0f device px", where, b.Label, b.R.W, b.R.H)
		}
	}
	screen := d.View().Screen()
	for i, p := range parts {
		r := p.r
		if !within(r, screen) {
			t.Errorf("%s: %s is off screen: %+v", where, p.name, r)
		}
		for _, q := range parts[i+1:] {
			if overlap(r, q.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", where, p.name, r, q.name, q.r)
			}
		}
	}
}

// TestSettingsAndChatLayouts checks that the settings and the chat fit
// small phones and large monitors: every button on screen, none
// overlapping another or the text above it.
func TestSettingsAndChatLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{
		{320, 568, 2}, {360, 640, 2}, {640, 360, 3}, {1280, 800, 1}, {3840, 2160, 1},
	} {
		net := nettest.New()
		host := device{scenetest.New(t, sc.w, sc.h, sc.dpr), net.Dial}
		guest := device{scenetest.New(t, sc.w, sc.h, sc.dpr), net.Dial}
		connect(t, host, guest, "phalanx")
		host.Click("Chat")
		guest.Click("Menu")
		guest.Show(online.NewJoinScene(guest, "")) // the menu's Join a game
		guest.Click("Settings")
		where := fmt.Sprintf("%v×%v", sc.w, sc.h)
		checkButtons(t, where+" chat", host)
		checkButtons(t, where+" settings", guest)
		s := guest.Scene().(*netui.SettingsScene)
		if s.Done.R.Y < s.TurnR.Y+s.TurnR.H+3*s.V.Px(netui.TurnFieldH) {
			t.Errorf("%s settings: Done at %.0f overlaps the TURN server's boxes", where, s.Done.R.Y)
		}
		c := host.Scene().(*netui.ChatScene)
		if c.LogR.H < c.V.Px(2*kit.TextBody) {
			t.Errorf("%s chat: the messages get %.0f device px", where, c.LogR.H)
		}
	}
}

// checkButtons checks that d's buttons are on screen, at least 44 CSS
// pixels each way, and do not overlap.
func checkButtons(t *testing.T, where string, d device) {
	t.Helper()
	bs := d.Scene().Buttons()
	v := d.View()
	for i, b := range bs {
		r := b.R
		if small(v, r) {
			t.Errorf("%s: button %q is %.0f×%.0f device px", where, b.Label, r.W, r.H)
		}
		if !within(r, v.Screen()) {
			t.Errorf("%s: button %q is off screen: %+v", where, b.Label, r)
		}
		for _, o := range bs[i+1:] {
			if overlap(r, o.R) {
				t.Errorf("%s: %q overlaps %q", where, b.Label, o.Label)
			}
		}
	}
}

// small tells whether a button's rectangle r is below 44 CSS pixels
// either way on v.
func small(v kit.View, r kit.Rect) bool {
	return r.W < v.Px(kit.TouchMin)-0.5 || r.H < v.Px(kit.TouchMin)-0.5
}

// within tells whether r lies on the screen.
func within(r, screen kit.Rect) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= screen.W+0.5 && r.Y+r.H <= screen.H+0.5
}

// overlap tells whether two rectangles share more than an edge.
func overlap(r, s kit.Rect) bool {
	return r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H
}

// TestOnlineThreePlayers plays Parry with three players on two devices:
// the host plays players 1 and 3 hot-seat, the guest player 2.
func TestOnlineThreePlayers(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	twoDevices(t, host, guest, "parry")
	hs, gs := playing(t, host), playing(t, guest)
	for p, want := range []bool{true, false, true} {
		if hs.Seats[p].Person() != want || gs.Seats[p].Person() == want {
			t.Errorf("player %d: a person on the host %v, on the guest %v", p+1, hs.Seats[p].Person(), gs.Seats[p].Person())
		}
	}
	playFirstLegal(t, 9, host, guest)
}

// twoDevices connects host and guest for a game of id for three on two
// devices, chosen in the lobby, the host moving first, and waits for both
// boards.
func twoDevices(t *testing.T, host, guest device, id string) {
	t.Helper()
	openLobby(t, host, id, persons(3))
	host.Click("Two devices")
	invite(t, host)
	host.Click("First move: coin flip")
	connectWith(t, host, guest)
}

// TestOnlinePowerThree gives Source of Power's orders with three players on
// two devices: the host gives players 1 and 3's hot-seat, with the hand-over
// screen between them, the guest player 2's; the turn resolves on both.
func TestOnlinePowerThree(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	twoDevices(t, host, guest, "source-of-power")
	hs, gs := playing(t, host), playing(t, guest)

	hs.Play("end") // Red gives no orders
	if got := steps(t, host); !slices.Equal(got, []string{"end", "end"}) || !hs.Curtained() {
		t.Fatalf("after Red's orders the host shows %q, curtained %v; want Green's turn behind the hand-over screen", got, hs.Curtained())
	}
	host.Click("Green is ready")
	hs.Play("spawn infantry " + firstSpawnCell(t, hs))
	hs.Play("end") // the last orders of the turn: sealed, not played here
	if got := host.Status(); got != "You are Red and Green · Orders sealed — waiting for your friend" {
		t.Errorf("the host waits with %q", got)
	}
	gs.Play("end")
	tickUntil(t, "the turn resolved on both", func() bool {
		h, g := recordOn(t, host), recordOn(t, guest)
		return len(h) == 4 && slices.Equal(h, g)
	}, host, guest)
	if st := host.Status(); !strings.HasPrefix(st, "Pass the device to Red") {
		t.Errorf("after the turn the host shows %q, want the hand-over to Red", st)
	}
	if st := guest.Status(); st != "You are Blue · Blue gives orders — turn 2" {
		t.Errorf("after the turn the guest shows %q", st)
	}
}

// firstSpawnCell is a base the mover of the play scene may spawn on.
func firstSpawnCell(t *testing.T, p *play.PlayScene) string {
	t.Helper()
	for _, step := range p.Legal {
		if cell, ok := strings.CutPrefix(step, "spawn infantry "); ok {
			return cell
		}
	}
	t.Fatalf("no spawn among %q", p.Legal)
	return ""
}

// failedConnection is a host whose connection with a friend failed for
// the reason why, showing the failure screen.
func failedConnection(t *testing.T, why error) device {
	t.Helper()
	net := nettest.New()
	net.FailWith(why)
	host, guest := newDevice(t, net), newDevice(t, net)
	paste(t, host, reply(t, guest, inviteTo(t, host, "phalanx")))
	host.Click("Connect")
	tickUntil(t, "the failure", func() bool { return strings.Contains(host.Status(), "No connection") }, host)
	return host
}

// TestFailureWordsFit fails a connection with each reason net/session
// gives for finding no path, on a phone held either way: the failure
// screen shows the whole sentence, not cut to nothing by its few lines.
func TestFailureWordsFit(t *testing.T) {
	for _, why := range []error{session.ErrNoPath, session.ErrStrictNAT, session.ErrBlockedHere, session.ErrBlockedThere, session.ErrNoRelay, session.ErrNoNetwork, session.ErrNoWebRTC} {
		host := failedConnection(t, why)
		warnFits(t, host, host.Scene().(*online.OnlineScene).Scr.Warn)
	}
}

// TestPasteWordsFit: what the page says of a code pasted that does not
// work (an invite, a reply, a move code), for each reason it cannot be
// read, fits the same lines on a phone held either way.
func TestPasteWordsFit(t *testing.T) {
	host := failedConnection(t, nettest.ErrNoPath)
	for _, why := range []error{session.ErrNotInvite, session.ErrNotReply, session.ErrOtherInvite, session.ErrUnknownGame,
		netcode.ErrShort, netcode.ErrTypo, netcode.ErrNewer, netcode.ErrNotCode} {
		warnFits(t, host, kit.Tr("online.bad-reply", netui.Sentence(why.Error())))
		warnFits(t, host, kit.Tr("online.bad-invite", netui.Sentence(why.Error())))
	}
	for _, why := range []error{protocol.ErrNotCode, protocol.ErrCodeCut, protocol.ErrCodeTypo, protocol.ErrNewer} {
		warnFits(t, host, kit.Tr("mail.bad-code", netui.Sentence(why.Error())))
	}
}

// warnFits checks that the code screen host shows would show text whole
// as its warning, on a phone held either way.
func warnFits(t *testing.T, host device, text string) {
	t.Helper()
	for _, size := range [][3]float64{{360, 640, 2}, {640, 360, 3}} {
		host.Resize(size[0], size[1], size[2])
		scr := host.Scene().(*online.OnlineScene).Scr
		face := host.Fonts().Face(kit.Bold, host.View().Px(kit.TextBody))
		if shown := kit.FitSentences(text, face, scr.SayR.W, int(scr.SayR.H/kit.LineHeight(face))); shown != text {
			t.Errorf("%v: %q: the phone shows %q", size, text, shown)
		}
	}
}
