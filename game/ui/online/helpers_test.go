package online_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene/scenetest"
	"pentarchy/game/ui/storage"
)

// The devices of the tests, and what their players do on them.

// device is a page on a phone: a scene host whose connections go through
// a network double (netui.DialHost). Scenes are made with the device, not
// its bare host, so that they find the dialer.
type device struct {
	*scenetest.Host
	dial netui.Dialer
}

// Dial is the device's dialer.
func (d device) Dial() netui.Dialer { return d.dial }

// newDevice is a device on a phone-sized screen whose connections go
// through net.
func newDevice(t *testing.T, net *nettest.Net) device {
	return onStore(t, net.Dial, storage.Memory{})
}

// onStore is a device on a phone-sized screen that keeps its games in
// store and dials with dial.
func onStore(t *testing.T, dial netui.Dialer, store storage.Store) device {
	return device{scenetest.NewWithStore(t, 360, 640, 2, store), dial}
}

// reload is d's page loaded again: a new page on the same device and
// network, with the games d kept, showing nothing yet.
func reload(t *testing.T, d device) device { return onStore(t, d.dial, d.Store()) }

// rules is the ruleset with the id.
func rules(t *testing.T, id string) game.Ruleset {
	t.Helper()
	r, ok := registry.Find(id)
	if !ok {
		t.Fatalf("no game %q", id)
	}
	return r
}

// start is the record a new game of id with opts begins with, as the
// new-game screen makes it.
func start(id string, opts game.Options) game.Record {
	return game.Record{Game: id, Options: opts, Steps: []string{}}
}

// tickUntil runs the devices' ticks until cond holds, failing after a few
// seconds with what each device shows.
func tickUntil(t *testing.T, what string, cond func() bool, devs ...device) {
	t.Helper()
	scenetest.Await(t, what, cond, func() {
		for _, d := range devs {
			d.Tick()
		}
	}, func() string {
		var shown []string
		for _, d := range devs {
			shown = append(shown, d.Scene().Name()+": "+d.Status())
		}
		return fmt.Sprintf("the devices show %q", shown)
	})
}

// code is the code the device shows, as window.pentarchy.code() reports it.
func code(d device) string { return d.Snapshot().Code }

// steps is the record the device shows, as window.pentarchy.record()
// reports it.
func steps(t *testing.T, d device) []string {
	t.Helper()
	var rec game.Record
	if err := json.Unmarshal([]byte(d.Snapshot().Record()), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	return rec.Steps
}

// paste puts text into the scene's paste box, as a player would.
func paste(t *testing.T, d device, text string) {
	t.Helper()
	var box *kit.TextBox
	switch s := d.Scene().(type) {
	case *online.OnlineScene:
		box = s.Scr.Paste
	case *netui.MailScene:
		box = s.Scr.Paste
	case *online.LobbyScene:
		box = s.Scr.Paste
	}
	if box == nil {
		t.Fatalf("scene %s has no paste box", d.Scene().Name())
	}
	box.SetText(text)
}

// playing is the play scene on d.
func playing(t *testing.T, d device) *play.PlayScene {
	t.Helper()
	p, ok := d.Scene().(*play.PlayScene)
	if !ok {
		t.Fatalf("no board but scene %s", d.Scene().Name())
	}
	return p
}

// say is the line the online game shows in the play scene's panel.
func say(d device) string {
	switch s := d.Scene().(type) {
	case *play.PlayScene:
		return s.Link.Say()
	case *netui.ChatScene:
		return s.G.Say()
	}
	return ""
}

// invite has host, on its screen to invite, show the invite, and returns it.
func invite(t *testing.T, host device) string {
	t.Helper()
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	return code(host)
}

// inviteTo shows on host the screen that invites a friend to a new game of
// id, as the new-game screen's Play online shows it for two players, and
// returns the invite once it shows.
func inviteTo(t *testing.T, host device, id string) string {
	t.Helper()
	host.Show(online.NewHostScene(host, rules(t, id), start(id, game.Options{})))
	return invite(t, host)
}

// accept has friend, on its screen to join, take the invite inv and
// returns its reply.
func accept(t *testing.T, friend device, inv string) string {
	t.Helper()
	paste(t, friend, inv)
	friend.Click("Join")
	friend.Click("Accept")
	tickUntil(t, "the reply", func() bool { return code(friend) != "" }, friend)
	return code(friend)
}

// reply has the guest join with the invite from the menu's Join a game,
// and returns its reply.
func reply(t *testing.T, guest device, inv string) string {
	t.Helper()
	guest.Show(online.NewJoinScene(guest, ""))
	return accept(t, guest, inv)
}

// connectWith has host, showing its invite, take the guest's reply to it
// and connect, and waits until both show the board.
func connectWith(t *testing.T, host, guest device) {
	t.Helper()
	paste(t, host, reply(t, guest, code(host)))
	host.Click("Connect")
	tickUntil(t, "both boards", func() bool { return onBoard(host, guest) }, host, guest)
}

// connect runs the whole handshake between host and guest through their
// screens, for a game of id with the host moving first, and waits until
// both show the board.
func connect(t *testing.T, host, guest device, id string) {
	t.Helper()
	inviteTo(t, host, id)
	host.Click("First move: coin flip") // now: me
	connectWith(t, host, guest)
}

// onBoard tells whether every device shows the board.
func onBoard(devs ...device) bool {
	return !slices.ContainsFunc(devs, func(d device) bool { return d.Scene().Name() != "play" })
}

// sameSteps waits until both devices' records are want.
func sameSteps(t *testing.T, host, guest device, want ...string) {
	t.Helper()
	tickUntil(t, fmt.Sprintf("the record %q on both", want), func() bool {
		return slices.Equal(steps(t, host), want) && slices.Equal(steps(t, guest), want)
	}, host, guest)
}

// playFirstLegal plays, on the device whose seat is to move, its first
// legal step, n times, and checks that every device keeps the same record.
func playFirstLegal(t *testing.T, n int, devs ...device) {
	t.Helper()
	for range n {
		played := false
		for _, d := range devs {
			p := playing(t, d)
			if !p.ByHand() || p.Curtained() {
				continue
			}
			want := append(slices.Clone(p.Rec.Steps), p.Legal[0])
			p.Play(p.Legal[0])
			tickUntil(t, fmt.Sprintf("step %q on every device", want[len(want)-1]), func() bool {
				return !slices.ContainsFunc(devs, func(e device) bool { return !slices.Equal(playing(t, e).Rec.Steps, want) })
			}, devs...)
			played = true
			break
		}
		if !played {
			t.Fatalf("no device may play now: %q", steps(t, devs[0]))
		}
	}
}

// recordOn is the steps of the game as a device's side of it has them: the
// hub's, or a friend's match (the play scene may show orders being given).
func recordOn(t *testing.T, d device) []string {
	switch l := playing(t, d).Link.(type) {
	case *netgame.HubGame:
		return l.H.Record().Steps
	case *netgame.OnlineGame:
		return l.M.Record().Steps
	}
	return nil
}

// hubOf is the hub's game the device's board plays; onlineOf, a
// friend's side.
func hubOf(t *testing.T, d device) *netgame.HubGame {
	return playing(t, d).Link.(*netgame.HubGame)
}
func onlineOf(t *testing.T, d device) *netgame.OnlineGame {
	return playing(t, d).Link.(*netgame.OnlineGame)
}

// resume presses the menu's button that goes on with the online game kept
// on d, which must read label.
func resume(t *testing.T, d device, label string) {
	t.Helper()
	b := online.ResumeOnlineButton(d)
	if b == nil || b.Label != label {
		t.Fatalf("the menu's button to resume the online game is %+v, want %q", b, label)
	}
	b.Action()
}

// persons are n seats played by hand.
func persons(n int) []play.Seat {
	seats := make([]play.Seat, n)
	for p := range seats {
		seats[p] = play.PersonSeat{}
	}
	return seats
}

// openLobby shows on d the lobby of a new game of id for as many players
// as seats, seated as the new-game screen chose, as its Play online shows
// it for three players or more.
func openLobby(t *testing.T, d device, id string, seats []play.Seat) {
	t.Helper()
	r, rec := rules(t, id), start(id, game.Options{"players": fmt.Sprint(len(seats))})
	if !online.ManyDevices(r, rec) {
		t.Fatalf("%s for %d has no lobby", id, len(seats))
	}
	d.Show(online.NewLobbyScene(d, r, rec, seats))
}
