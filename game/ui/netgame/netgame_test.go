package netgame_test

import (
	"crypto/rand"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/scene/scenetest"
	"pentarchy/net/protocol"
)

// device is a page whose game is connected already: a scene host with
// package online's screens as stand-ins that note being asked for.
type device struct {
	*scenetest.Host
	asked *[]string // the screens asked for, by name
}

func newDevice(t *testing.T) device { return device{scenetest.New(t, 360, 640, 2), new([]string)} }

func (d device) screen(name string) scene.Scene {
	*d.asked = append(*d.asked, name)
	return asked(name)
}

func (d device) Reconnect(*netgame.HubGame) scene.Scene   { return d.screen("reconnect") }
func (d device) Rejoin(*netgame.HubGame, int) scene.Scene { return d.screen("rejoin") }
func (d device) Resume() scene.Scene                      { return d.screen("resume") }
func (d device) TakeOver(*protocol.Match) scene.Scene     { return d.screen("takeover") }
func (d device) Watch(*netgame.HubGame) scene.Scene       { return d.screen("watch") }

// asked is a screen of package online, as a name.
type asked string

func (s asked) Name() string         { return string(s) }
func (asked) Layout(kit.View)        {}
func (asked) Buttons() []*kit.Button { return nil }
func (asked) Tap(float64, float64)   {}
func (asked) Draw(*ebiten.Image)     {}

// linked is what both sides' games are to a test.
type linked interface {
	Tick() bool
	Play() *play.PlayScene
}

// connected starts a game of id between a hub and one friend over an
// in-memory connection, the hub playing the first player, and shows each
// board once the seats are settled.
func connected(t *testing.T, id string) (hub, friend device, hg *netgame.HubGame, fg *netgame.OnlineGame, link nettest.Link) {
	t.Helper()
	return connectedTimed(t, id, clock.Control{})
}

// connectedTimed is connected for a game timed under c.
func connectedTimed(t *testing.T, id string, c clock.Control) (hub, friend device, hg *netgame.HubGame, fg *netgame.OnlineGame, link nettest.Link) {
	t.Helper()
	r, _ := registry.Find(id)
	hub, friend = newDevice(t), newDevice(t)
	h, err := netgame.NewHostHub("test", r, game.Record{Game: id}, netgame.FirstHost, c)
	if err != nil {
		t.Fatal(err)
	}
	a, b := nettest.Pipe()
	link = nettest.Link{Host: a, Guest: b}
	here := []play.Seat{play.PersonSeat{}, play.PersonSeat{}}
	hg = netgame.StartHub(hub, []netui.PeerConn{a}, h, here)
	fg = netgame.StartOnline(friend, b, protocol.Join("test", rand.Reader))
	tick(t, "both boards", func() bool { return hg.Play() != nil && fg.Play() != nil }, hg, fg)
	hub.Show(hg.Play())
	friend.Show(fg.Play())
	return hub, friend, hg, fg, link
}

// tick ticks the games, and their boards once shown, until done holds.
func tick(t *testing.T, what string, done func() bool, games ...linked) {
	t.Helper()
	scenetest.Await(t, what, done, func() {
		for _, g := range games {
			g.Tick()
			if p := g.Play(); p != nil {
				p.Tick()
			}
		}
	}, func() string { return "" })
}

// TestStepsBothWays plays Phalanx between the hub and its friend: each
// side's steps reach the other, each side says whose turn it is, and a
// step out of turn is refused with a reason and changes nothing.
func TestStepsBothWays(t *testing.T) {
	hub, friend, hg, fg, _ := connected(t, "phalanx")
	friend.TapCell("d7") // not the friend's turn
	if got := fg.Play().Rec.Steps; len(got) != 0 {
		t.Fatalf("a step out of turn was played: %q", got)
	}
	if say := fg.Say(); !strings.Contains(say, "turn") {
		t.Errorf("the friend out of turn reads %q", say)
	}
	hub.TapCell("f3")
	hub.Click("End turn")
	tick(t, "the hub's turn on the friend's board", func() bool { return len(fg.Play().Rec.Steps) == 2 }, hg, fg)
	friend.TapCell("d7")
	tick(t, "the friend's step on the hub's board", func() bool { return len(hg.Play().Rec.Steps) == 3 }, hg, fg)
	if want := []string{"add f3", "end", "add d7"}; !slices.Equal(hg.H.Record().Steps, want) || !slices.Equal(fg.M.Record().Steps, want) {
		t.Errorf("records: hub %q, friend %q; want %q", hg.H.Record().Steps, fg.M.Record().Steps, want)
	}
	if st := hub.Status(); !strings.HasPrefix(st, "You are Black · White to act") {
		t.Errorf("the hub's status on the friend's turn: %q", st)
	}
}

// TestLostConnection cuts the connection: each side says the game waits,
// the hub offers Reconnect, which asks package online for its screen, and
// the friend's page offers to reconnect too.
func TestLostConnection(t *testing.T) {
	hub, friend, hg, fg, link := connected(t, "phalanx")
	link.Guest.Close()
	tick(t, "the drop on both", func() bool {
		return hub.Button("Reconnect") != nil && strings.Contains(fg.Say(), "Connection lost")
	}, hg, fg)
	if st := hub.Status(); !strings.Contains(st, "dropped: the game waits for it") {
		t.Errorf("the hub's status after the drop: %q", st)
	}
	hub.Click("Reconnect")
	if hub.Scene().Name() != "reconnect" || !slices.Equal(*hub.asked, []string{"reconnect"}) {
		t.Errorf("Reconnect shows %s, asked %q", hub.Scene().Name(), *hub.asked)
	}
	friend.Click("Reconnect")
	if friend.Scene().Name() != "resume" {
		t.Errorf("the friend's Reconnect shows %s", friend.Scene().Name())
	}
}
