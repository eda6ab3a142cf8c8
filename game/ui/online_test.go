package ui

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
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// The app's ways into online play: its menus, a page reload, a join link.
// The online screens themselves are tested in game/ui/online; these
// helpers drive them through whole apps for the tests of what only the
// app does (speech, the map table's games, page scroll).

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
	scenetest.Await(t, what, cond, func() {
		for _, a := range apps {
			if tk, ok := a.scene.(ticker); ok {
				tk.Tick()
			}
		}
	}, func() string {
		var shown []string
		for _, a := range apps {
			s := a.snapshot()
			shown = append(shown, s.Scene+": "+s.Status)
		}
		return fmt.Sprintf("the apps show %q", shown)
	})
}

// code is the code the app shows, as window.pentarchy.code() reports it.
func code(a *App) string { return a.snapshot().Code }

// paste puts text into the paste box of the online screen or the lobby a
// shows, as a player would.
func paste(t *testing.T, a *App, text string) {
	t.Helper()
	switch s := a.scene.(type) {
	case *online.OnlineScene:
		s.Scr.Paste.SetText(text)
	case *online.LobbyScene:
		s.Scr.Paste.SetText(text)
	default:
		t.Fatalf("scene %s has no paste box", a.scene.Name())
	}
}

// hasButton tells whether the app shows an enabled button with the label.
func hasButton(a *App, label string) bool {
	return slices.ContainsFunc(a.snapshot().Buttons, func(b scene.HookButton) bool { return b.Label == label })
}

// inviteTo starts inviting to game from the host app's menu, and returns
// the invite code once it shows.
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

// joinWith has guest take the invite host shows through its menu's Join a
// game, and host connect with the reply.
func joinWith(t *testing.T, host, guest *App) {
	t.Helper()
	guest.click(t, "Join a game")
	paste(t, guest, code(host))
	guest.click(t, "Join")
	guest.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)
	paste(t, host, code(guest))
	host.click(t, "Connect")
}

// connect connects host and guest for a game of the named game with the
// host moving first, and waits until both show the board.
func connect(t *testing.T, host, guest *App, game string) {
	t.Helper()
	inviteTo(t, host, game)
	host.click(t, "First move: coin flip") // now: me
	joinWith(t, host, guest)
	tickUntil(t, "both boards", func() bool { return onBoards(host, guest) }, host, guest)
}

// onBoards tells whether every app shows a board.
func onBoards(apps ...*App) bool {
	return !slices.ContainsFunc(apps, func(a *App) bool { return a.scene.Name() != "play" })
}

// say is the line the online game shows in the play scene's panel.
func say(a *App) string {
	if s, ok := a.scene.(*play.PlayScene); ok {
		return s.Link.Say()
	}
	return ""
}

// inviteEach has the host, on the new-game screen, invite a device for
// each of the other players over net, and returns the host and the guests
// once every board is shown.
func inviteEach(t *testing.T, net *nettest.Net, host *App, players int) []*App {
	t.Helper()
	host.click(t, "Play online")
	host.click(t, "A device for each player")
	host.click(t, "Invite")
	apps := []*App{host}
	for range players - 1 {
		guest := newNetApp(t, net)
		apps = append(apps, guest)
		tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
		joinWith(t, host, guest)
		tickUntil(t, "the connection", func() bool { return code(host) == "" || host.scene.Name() == "play" }, host, guest)
	}
	tickUntil(t, "every board", func() bool { return onBoards(apps...) }, apps...)
	return apps
}

// endEverywhere has every app end its orders, and waits until turn is
// resolved alike on all of them, the hub's record steps long.
func endEverywhere(t *testing.T, apps []*App, turn, steps int) {
	t.Helper()
	for _, a := range apps {
		if p := a.scene.(*play.PlayScene); p.ByHand() {
			p.Play("end")
		}
	}
	hub := apps[0].scene.(*play.PlayScene).Link.(*netgame.HubGame).H
	tickUntil(t, fmt.Sprintf("turn %d resolved everywhere", turn), func() bool {
		want := hub.Record().Steps
		return len(want) == steps && !slices.ContainsFunc(apps[1:], func(a *App) bool {
			return !slices.Equal(a.scene.(*play.PlayScene).Link.(*netgame.OnlineGame).M.Record().Steps, want)
		})
	}, apps...)
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

// TestMoveCodesResume leaves a game by move codes for the menu and goes on
// with it after a reload, from the menu's button.
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

// TestLobbySeatsFit lays out the lobby's seats of Parry for six, reached
// from the new-game screen, on a small phone, either way up, and on a
// desktop: on a page that scrolls where the window is too small.
func TestLobbySeatsFit(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {640, 360, 3}, {1280, 800, 1}} {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		a.click(t, "Parry")
		for i := 0; !hasButton(a, "Players: 6"); i++ {
			if i == 10 {
				t.Fatal("no option Players: 6")
			}
			a.click(t, labelStarting(a.scene, "Players: "))
		}
		a.click(t, "Play online")
		a.click(t, "A device for each player")
		checkFits(t, a, fmt.Sprintf("%v×%v lobby seats", sc.w, sc.h), kit.Rect{})
	}
}
