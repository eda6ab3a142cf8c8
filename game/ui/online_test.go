package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
	"pentarchy/net/protocol"
)

// newNetApp returns an app on a phone-sized screen whose connections go
// through net.
func newNetApp(t *testing.T, net *nettest.Net) *App {
	t.Helper()
	a := newTestApp(t, 360, 640, 2)
	a.dial = net.Dial
	return a
}

// tickUntil runs the apps' ticks until cond holds, failing after a few
// seconds with what each app shows.
func tickUntil(t *testing.T, what string, cond func() bool, apps ...*App) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			var shown []string
			for _, a := range apps {
				s := a.snapshot()
				shown = append(shown, s.Scene+": "+s.Status)
			}
			t.Fatalf("waited for %s; the apps show %q", what, shown)
		}
		for _, a := range apps {
			if tk, ok := a.scene.(ticker); ok {
				tk.Tick()
			}
		}
		time.Sleep(time.Millisecond)
	}
}

// code is the code the app shows, as window.pentarchy.code() reports it.
func code(a *App) string { return a.snapshot().Code }

// paste puts text into the scene's paste box, as a player would.
func paste(t *testing.T, a *App, text string) {
	t.Helper()
	var box *kit.TextBox
	switch s := a.scene.(type) {
	case *online.OnlineScene:
		box = s.Scr.Paste
	case *netui.MailScene:
		box = s.Scr.Paste
	case *online.LobbyScene:
		box = s.Scr.Paste
	}
	if box == nil {
		t.Fatalf("scene %s has no paste box", a.scene.Name())
	}
	box.SetText(text)
}

// inviteTo starts inviting to game on the host app and returns the invite
// code once it shows.
func inviteTo(t *testing.T, host *App, game string) string {
	t.Helper()
	host.click(t, game)
	host.click(t, "Play online")
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	if host.scene.Name() != "online" {
		t.Fatalf("the invite shows in scene %s", host.scene.Name())
	}
	return code(host)
}

// reply makes the guest app accept an invite and returns its reply code.
func reply(t *testing.T, guest *App, inv string) string {
	t.Helper()
	guest.click(t, "Join a game")
	paste(t, guest, inv)
	guest.click(t, "Join")
	guest.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)
	return code(guest)
}

// TestWrongCodes pastes codes that do not work: each says why in plain
// words and changes nothing.
func TestWrongCodes(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	inv := inviteTo(t, host, "Phalanx")

	guest.click(t, "Join a game")
	for _, bad := range []string{"", "hello", "reply.1"} {
		paste(t, guest, bad)
		guest.click(t, "Join")
		if st := guest.snapshot().Status; !strings.Contains(st, "That invite code does not work") {
			t.Errorf("invite %q: status %q", bad, st)
		}
	}
	paste(t, guest, "https://example.org/pentarchy/"+netui.JoinPrefix+inv)
	guest.click(t, "Join")
	if st := guest.snapshot().Status; !strings.Contains(st, "invites you to play Phalanx") {
		t.Fatalf("a link with the invite: status %q", st)
	}
	guest.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)

	for _, bad := range []string{"", inv, "reply.99." + nettest.Padding} {
		paste(t, host, bad)
		host.click(t, "Connect")
		if st := host.snapshot().Status; !strings.Contains(st, "That reply code does not work") {
			t.Errorf("reply %q: status %q", bad, st)
		}
	}
}

// TestNoPath fails to connect: the host says why and offers move codes.
func TestNoPath(t *testing.T) {
	net := nettest.New()
	net.NoPath(true)
	host, guest := newNetApp(t, net), newNetApp(t, net)
	rep := reply(t, guest, inviteTo(t, host, "Phalanx"))
	paste(t, host, rep)
	host.click(t, "Connect")
	tickUntil(t, "the failure", func() bool { return strings.Contains(host.snapshot().Status, "No connection") }, host)
	if st := host.snapshot().Status; !strings.Contains(st, "No network path") {
		t.Errorf("status %q does not say why", st)
	}
	for _, label := range []string{"Try again", "Play by move codes", "Settings", "Back"} {
		if !hasButton(host, label) {
			t.Errorf("no %q after a failed connection", label)
		}
	}
	host.click(t, "Try again")
	tickUntil(t, "a new invite", func() bool { return code(host) != "" }, host)
}

// hasButton tells whether the app shows an enabled button with the label.
func hasButton(a *App, label string) bool {
	for _, b := range a.snapshot().Buttons {
		if b.Label == label {
			return true
		}
	}
	return false
}

// TestSettings turns a STUN server off and sets a TURN server; a TURN
// server without its password is refused with a reason.
func TestSettings(t *testing.T) {
	net := nettest.New()
	a := newNetApp(t, net)
	inviteTo(t, a, "Phalanx")
	a.click(t, "Settings")
	s := a.scene.(*netui.SettingsScene)
	a.click(t, strings.TrimPrefix(netui.DefaultSTUN[0], "stun:")+": on")
	s.Turn[0].SetText("turn:relay.example.org:3478")
	s.Turn[1].SetText("me")
	a.click(t, "Done")
	if a.scene != scene.Scene(s) || !strings.Contains(s.Warn, "password") {
		t.Fatalf("a TURN server without password: scene %s, warning %q", a.scene.Name(), s.Warn)
	}
	s.Turn[2].SetText("secret")
	a.click(t, "Done")
	if a.scene.Name() != "online" {
		t.Fatalf("Done went to %s", a.scene.Name())
	}
	got := netui.LoadSettings(a)
	if got.STUN[0].On || !got.STUN[1].On || got.TURN != (netui.TurnServer{URL: "turn:relay.example.org:3478", User: "me", Password: "secret"}) {
		t.Errorf("settings kept: %+v", got)
	}
	if on := got.StunOn(); len(on) != 1 || on[0] != netui.DefaultSTUN[1] {
		t.Errorf("STUN servers on: %v", on)
	}
}

// connect runs the whole handshake between host and guest through their
// screens, for a game of the named game with the host moving first, and
// waits until both show the board.
func connect(t *testing.T, host, guest *App, game string) {
	t.Helper()
	inv := inviteTo(t, host, game)
	host.click(t, "First move: coin flip") // now: me
	rep := reply(t, guest, inv)
	paste(t, host, rep)
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool {
		return host.scene.Name() == "play" && guest.scene.Name() == "play"
	}, host, guest)
}

// sameSteps waits until both apps' records are want.
func sameSteps(t *testing.T, host, guest *App, want ...string) {
	t.Helper()
	tickUntil(t, fmt.Sprintf("the record %q on both", want), func() bool {
		return slices.Equal(steps(t, host), want) && slices.Equal(steps(t, guest), want)
	}, host, guest)
}

// TestOnlinePhalanx plays Phalanx between two apps: steps both ways, a
// chat line, a takeback by consent, a resignation and a rematch.
func TestOnlinePhalanx(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	connect(t, host, guest, "Phalanx")

	guest.tapCell(t, "f7") // not the guest's turn: nothing
	host.tapCell(t, "f3")
	host.click(t, "End turn")
	sameSteps(t, host, guest, "add f3", "end")
	if hasButton(host, "End turn") { // the guest's turn: the host waits
		t.Errorf("the host offers End turn on the guest's turn")
	}
	if st := host.snapshot().Status; !strings.HasPrefix(st, "You are Black · White to act") {
		t.Errorf("the host's status on the guest's turn: %q", st)
	}
	sameSteps(t, host, guest, "add f3", "end")
	guest.tapCell(t, "d7")
	guest.click(t, "End turn")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end")

	guest.click(t, "Chat")
	guest.scene.(*netui.ChatScene).Box.SetText("good luck")
	guest.click(t, "Send")
	tickUntil(t, "the chat line", func() bool { return strings.Contains(say(host), "Friend: good luck") }, host, guest)
	guest.click(t, "Back to the game")

	host.tapCell(t, "e3")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end", "add e3")
	host.click(t, "Undo")
	tickUntil(t, "the takeback request", func() bool { return hasButton(guest, "Allow takeback") }, host, guest)
	checkButtons(t, "the takeback request", guest)
	if p := guest.scene.(*play.PlayScene); p.ButtonsTop() < p.PanelR.Y+p.StatusCard(p.Status()).Height(guest.fonts, guest.v, p.PanelR.W) {
		t.Error("the takeback request's buttons cover the status card")
	}
	guest.click(t, "Allow takeback")
	sameSteps(t, host, guest, "add f3", "end", "add d7", "end")

	host.click(t, "Chat")
	host.click(t, "Resign")
	host.click(t, "Tap again to resign")
	tickUntil(t, "the resignation", func() bool {
		return guest.snapshot().Status == "Your friend resigned" && host.snapshot().Status == "You resigned"
	}, host, guest)

	guest.click(t, "Rematch")
	tickUntil(t, "the rematch offer", func() bool { return strings.Contains(say(host), "rematch") }, host, guest)
	host.click(t, "Rematch")
	sameSteps(t, host, guest)
	guest.tapCell(t, "f3") // the seats swapped: the guest moves first
	sameSteps(t, host, guest, "add f3")
}

// say is the line the online game shows in the play scene's panel.
func say(a *App) string {
	switch s := a.scene.(type) {
	case *play.PlayScene:
		return s.Link.Say()
	case *netui.ChatScene:
		return s.G.Say()
	}
	return ""
}

// TestMoveCodes plays Phalanx by move codes: the host's first code
// carries the game; wrong codes are refused with a reason and change
// nothing.
func TestMoveCodes(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	inviteTo(t, host, "Phalanx")
	host.click(t, "Move codes")
	if host.scene.Name() != "play" {
		t.Fatalf("by move codes the host starts on scene %s", host.scene.Name())
	}
	host.tapCell(t, "f3")
	host.click(t, "End turn")
	if host.scene.Name() != "correspondence" || code(host) == "" {
		t.Fatalf("after the host's turn: scene %s, code %q", host.scene.Name(), code(host))
	}
	first := code(host)

	guest.click(t, "Join a game")
	paste(t, guest, first[:len(first)-4])
	guest.click(t, "Join")
	if st := guest.snapshot().Status; !strings.Contains(st, "cut short") {
		t.Errorf("a cut move code: %q", st)
	}
	paste(t, guest, first)
	guest.click(t, "Join")
	if guest.scene.Name() != "play" || !slices.Equal(steps(t, guest), []string{"add f3", "end"}) {
		t.Fatalf("the guest joined on scene %s with %q", guest.scene.Name(), steps(t, guest))
	}
	guest.tapCell(t, "d7")
	guest.click(t, "End turn")
	answer := code(guest)

	for _, bad := range []string{"", first, answer[:20] + "x" + answer[21:]} {
		paste(t, host, bad)
		host.click(t, "Apply")
		if st := host.snapshot().Status; !strings.Contains(st, "That move code does not work") {
			t.Errorf("move code %q: status %q", bad, st)
		}
	}
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "end"}) {
		t.Fatalf("wrong codes changed the host's game: %q", got)
	}
	paste(t, host, answer)
	host.click(t, "Apply")
	if host.scene.Name() != "play" || !slices.Equal(steps(t, host), []string{"add f3", "end", "add d7", "end"}) {
		t.Fatalf("after the guest's code: scene %s, record %q", host.scene.Name(), steps(t, host))
	}
}

// TestForgedMessages feeds the host messages no honest guest sends: each
// is refused, the game stays as it was, and both players are told.
func TestForgedMessages(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	connect(t, host, guest, "Phalanx")
	host.tapCell(t, "f3")
	host.click(t, "End turn")
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
			hostTold, guestTold := refusals(host), refusals(guest)
			if err := forger.Send(tc.msg); err != nil {
				t.Fatal(err)
			}
			tickUntil(t, "the refusal", func() bool { return refusals(host) > hostTold && strings.Contains(say(host), "refused") }, host)
			if got := steps(t, host); !slices.Equal(got, []string{"add f3", "end"}) {
				t.Fatalf("the forged message changed the game: %q", got)
			}
			tickUntil(t, "the guest told", func() bool { return refusals(guest) > guestTold }, host, guest)
		})
	}
	guest.tapCell(t, "d7") // the game goes on
	sameSteps(t, host, guest, "add f3", "end", "add d7")
}

// refusals counts the refusals a's online game has noted, as its chat
// shows them.
func refusals(a *App) int {
	var talk netui.Talk
	switch g := a.scene.(*play.PlayScene).Link.(type) {
	case *online.HubGame:
		talk = g.Talk()
	case *online.OnlineGame:
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
	store := storage.Memory{}
	host, guest := newNetApp(t, net), newNetApp(t, net)
	host.store = store
	connect(t, host, guest, "Phalanx")
	host.tapCell(t, "f3")
	host.tapCell(t, "e3")
	sameSteps(t, host, guest, "add f3", "add e3")

	net.Last().Guest.Close()
	tickUntil(t, "the drop", func() bool {
		return strings.Contains(say(host), "Connection lost") && strings.Contains(say(guest), "Connection lost")
	}, host, guest)
	if st := guest.snapshot().Status; st != "You are White · Connection lost: the game waits for Black." {
		t.Errorf("the guest's status after the drop: %q", st)
	}
	host.tapCell(t, "d3") // played while the connection is down: kept, sent on reconnecting
	if got := steps(t, host); len(got) != 3 {
		t.Fatalf("a step played while disconnected: %q", got)
	}

	reloaded := reloadOnline(host, store, net) // the host reloads the page
	reloaded.click(t, "Resume online Phalanx")
	reloaded.click(t, "Join with a code")

	guest.click(t, "Reconnect")
	guest.click(t, "Invite again")
	tickUntil(t, "the new invite", func() bool { return code(guest) != "" }, guest)
	paste(t, reloaded, code(guest))
	reloaded.click(t, "Join")
	if st := reloaded.snapshot().Status; !strings.Contains(st, "go on with your game of Phalanx") {
		t.Errorf("the resumed invite says %q", st)
	}
	reloaded.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(reloaded) != "" }, reloaded)
	paste(t, guest, code(reloaded))
	guest.click(t, "Connect")
	tickUntil(t, "both boards", func() bool {
		return reloaded.scene.Name() == "play" && guest.scene.Name() == "play"
	}, reloaded, guest)
	sameSteps(t, reloaded, guest, "add f3", "add e3", "add d3")
	if st := reloaded.snapshot().Status; !strings.HasPrefix(st, "You are Black · White") {
		t.Errorf("after resuming: %q", st)
	}
	guest.tapCell(t, "d7")
	sameSteps(t, reloaded, guest, "add f3", "add e3", "add d3", "add d7")
}

// reloadOnline is a's page loaded again with the games kept in store, on
// the same screen and network.
func reloadOnline(a *App, store storage.Store, net *nettest.Net) *App {
	b := newApp(store)
	b.v, b.dial = a.v, net.Dial
	b.scene.Layout(b.v)
	return b
}

// TestOnlinePower gives Source of Power's orders on both devices: each
// side's orders stay hidden until both are sealed, then the turn resolves
// on both with the same record.
func TestOnlinePower(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	connect(t, host, guest, "Source of Power")
	play := func(a *App, steps ...string) {
		t.Helper()
		for _, step := range steps {
			before := len(a.scene.(*play.PlayScene).Rec.Steps)
			a.scene.(*play.PlayScene).Play(step)
			if after := len(a.scene.(*play.PlayScene).Rec.Steps); after != before+1 && step != "end" {
				t.Fatalf("%q was not played: %s", step, say(a))
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
	if got := host.snapshot().Status; got != "You are Red · Orders sealed — waiting for your friend" {
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
	if got := guest.snapshot().Status; got != "You are Blue · Blue gives orders — turn 2" {
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
		host, guest := newNetApp(t, net), newNetApp(t, net)
		for _, a := range []*App{host, guest} {
			a.v = kit.NewView(sc.w, sc.h, sc.dpr)
			a.scene.Layout(a.v)
		}
		inviteTo(t, host, "Phalanx")
		reply(t, guest, code(host))
		mail := newNetApp(t, net)
		mail.v = host.v
		mail.scene.Layout(mail.v)
		inviteTo(t, mail, "Phalanx")
		mail.click(t, "Move codes")
		mail.tapCell(t, "f3")
		mail.click(t, "End turn")
		for _, a := range []*App{host, guest, mail} {
			checkCodeScreen(t, fmt.Sprintf("%v×%v %s", sc.w, sc.h, a.scene.Name()), a)
		}
	}
}

// checkCodeScreen checks the layout of the code screen a shows.
func checkCodeScreen(t *testing.T, where string, a *App) {
	t.Helper()
	var scr *netui.CodeScreen
	switch s := a.scene.(type) {
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
		if b.R.W < a.v.Px(kit.TouchMin)-0.5 || b.R.H < a.v.Px(kit.TouchMin)-0.5 {
			t.Errorf("%s: button %q is %.0f×%.0f device px", where, b.Label, b.R.W, b.R.H)
		}
	}
	screen := a.v.Screen()
	for i, p := range parts {
		r := p.r
		if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W+0.5 || r.Y+r.H > screen.H+0.5 {
			t.Errorf("%s: %s is off screen: %+v", where, p.name, r)
		}
		for _, q := range parts[i+1:] {
			s := q.r
			if r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H {
				t.Errorf("%s: %s %+v overlaps %s %+v", where, p.name, r, q.name, s)
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
		host, guest := newNetApp(t, net), newNetApp(t, net)
		for _, a := range []*App{host, guest} {
			a.v = kit.NewView(sc.w, sc.h, sc.dpr)
			a.scene.Layout(a.v)
		}
		connect(t, host, guest, "Phalanx")
		host.click(t, "Chat")
		guest.click(t, "Menu")
		guest.click(t, "Join a game")
		guest.click(t, "Settings")
		where := fmt.Sprintf("%v×%v", sc.w, sc.h)
		checkButtons(t, where+" chat", host)
		checkButtons(t, where+" settings", guest)
		s := guest.scene.(*netui.SettingsScene)
		if s.Done.R.Y < s.TurnR.Y+s.TurnR.H+3*s.V.Px(netui.TurnFieldH) {
			t.Errorf("%s settings: Done at %.0f overlaps the TURN server's boxes", where, s.Done.R.Y)
		}
		c := host.scene.(*netui.ChatScene)
		if c.LogR.H < c.V.Px(2*kit.TextBody) {
			t.Errorf("%s chat: the messages get %.0f device px", where, c.LogR.H)
		}
	}
}

// checkButtons checks that a's buttons are on screen, at least 44 CSS
// pixels each way, and do not overlap.
func checkButtons(t *testing.T, where string, a *App) {
	t.Helper()
	bs := a.scene.Buttons()
	screen := a.v.Screen()
	for i, b := range bs {
		r := b.R
		if r.W < a.v.Px(kit.TouchMin)-0.5 || r.H < a.v.Px(kit.TouchMin)-0.5 {
			t.Errorf("%s: button %q is %.0f×%.0f device px", where, b.Label, r.W, r.H)
		}
		if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W+0.5 || r.Y+r.H > screen.H+0.5 {
			t.Errorf("%s: button %q is off screen: %+v", where, b.Label, r)
		}
		for _, o := range bs[i+1:] {
			s := o.R
			if r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H {
				t.Errorf("%s: %q overlaps %q", where, b.Label, o.Label)
			}
		}
	}
}

// TestJoinLink opens the page with an invite link: the invite shows, ready
// to accept; a damaged one says why.
func TestJoinLink(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	inv := inviteTo(t, host, "Conquid")
	screens.OpenLink(guest, netui.JoinPrefix+inv)
	if s := guest.snapshot(); s.Scene != "online" || !strings.Contains(s.Status, "invites you to play Conquid") {
		t.Fatalf("a join link shows %s: %q", s.Scene, s.Status)
	}
	screens.OpenLink(guest, netui.JoinPrefix+"garbage")
	if s := guest.snapshot(); s.Scene != "online" || !strings.Contains(s.Status, "does not work") {
		t.Fatalf("a damaged join link shows %s: %q", s.Scene, s.Status)
	}
}

// startWith clicks an option of the new-game screen until it reads want,
// before Play online.
func startWith(t *testing.T, a *App, game, option, want string) {
	t.Helper()
	a.click(t, game)
	for range 10 {
		for _, b := range a.scene.Buttons() {
			if strings.HasPrefix(b.Label, option+": ") && b.Label != option+": "+want {
				a.click(t, b.Label)
			}
		}
	}
	if !hasButton(a, option+": "+want) {
		t.Fatalf("no option %s: %s", option, want)
	}
}

// playFirstLegal plays, on the app whose seat is to move, its first legal
// step, n times, and checks that both apps keep the same record.
func playFirstLegal(t *testing.T, n int, apps ...*App) {
	t.Helper()
	for range n {
		played := false
		for _, a := range apps {
			p := a.scene.(*play.PlayScene)
			if !p.ByHand() || p.Curtained() {
				continue
			}
			want := append(slices.Clone(p.Rec.Steps), p.Legal[0])
			p.Play(p.Legal[0])
			tickUntil(t, fmt.Sprintf("step %q on every device", want[len(want)-1]), func() bool {
				for _, b := range apps {
					if !slices.Equal(b.scene.(*play.PlayScene).Rec.Steps, want) {
						return false
					}
				}
				return true
			}, apps...)
			played = true
			break
		}
		if !played {
			t.Fatalf("no device may play now: %q", steps(t, apps[0]))
		}
	}
}

// TestOnlineThreePlayers plays Parry with three players on two devices:
// the host plays players 1 and 3 hot-seat, the guest player 2.
func TestOnlineThreePlayers(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	startWith(t, host, "Parry", "Players", "3")
	host.click(t, "Play online")
	host.click(t, "Two devices")
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	host.click(t, "First move: coin flip")
	rep := reply(t, guest, code(host))
	paste(t, host, rep)
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	hs, gs := host.scene.(*play.PlayScene), guest.scene.(*play.PlayScene)
	for p, want := range []bool{true, false, true} {
		if hs.Seats[p].Person() != want || gs.Seats[p].Person() == want {
			t.Errorf("player %d: a person on the host %v, on the guest %v", p+1, hs.Seats[p].Person(), gs.Seats[p].Person())
		}
	}
	playFirstLegal(t, 9, host, guest)
}

// TestOnlinePowerThree gives Source of Power's orders with three players on
// two devices: the host gives players 1 and 3's hot-seat, with the hand-over
// screen between them, the guest player 2's; the turn resolves on both.
func TestOnlinePowerThree(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	startWith(t, host, "Source of Power", "Players", "3")
	host.click(t, "Play online")
	host.click(t, "Two devices")
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	host.click(t, "First move: coin flip")
	paste(t, host, reply(t, guest, code(host)))
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	hs, gs := host.scene.(*play.PlayScene), guest.scene.(*play.PlayScene)

	hs.Play("end") // Red gives no orders
	if got := steps(t, host); !slices.Equal(got, []string{"end", "end"}) || !hs.Curtained() {
		t.Fatalf("after Red's orders the host shows %q, curtained %v; want Green's turn behind the hand-over screen", got, hs.Curtained())
	}
	host.click(t, "Green is ready")
	hs.Play("spawn infantry " + firstSpawnCell(t, hs))
	hs.Play("end") // the last orders of the turn: sealed, not played here
	if got := host.snapshot().Status; got != "You are Red and Green · Orders sealed — waiting for your friend" {
		t.Errorf("the host waits with %q", got)
	}
	gs.Play("end")
	tickUntil(t, "the turn resolved on both", func() bool {
		h, g := hs.Link.(*online.HubGame).H.Record().Steps, gs.Link.(*online.OnlineGame).M.Record().Steps
		return len(h) == 4 && slices.Equal(h, g)
	}, host, guest)
	if st := host.snapshot().Status; !strings.HasPrefix(st, "Pass the device to Red") {
		t.Errorf("after the turn the host shows %q, want the hand-over to Red", st)
	}
	if st := guest.snapshot().Status; st != "You are Blue · Blue gives orders — turn 2" {
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

// TestMoveCodesResume leaves a game by move codes for the menu and goes on
// with it after a reload.
func TestMoveCodesResume(t *testing.T) {
	store := storage.Memory{}
	a := newNetApp(t, nettest.New())
	a.store = store
	inviteTo(t, a, "Phalanx")
	a.click(t, "Move codes")
	a.tapCell(t, "f3")
	a.click(t, "End turn")
	first := code(a)
	a.click(t, "Menu")

	b := newApp(store) // a reload
	b.v = a.v
	b.scene.Layout(b.v)
	b.click(t, "Phalanx by move codes")
	if b.scene.Name() != "correspondence" || code(b) != first {
		t.Fatalf("after a reload: scene %s, code %q, want the code %q again", b.scene.Name(), code(b), first)
	}
}
