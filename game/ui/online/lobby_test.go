package online_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
)

// Games online with every player on a device of their own: the lobby,
// the hub's game, drops and rejoins.

// TestLobbyEachDevice plays Parry for four with each player on a device of
// their own: the host invites three friends one after the other, each
// joins with its own codes, the game starts on every device once the last
// has joined, and every device plays its seat; all keep the same record.
func TestLobbyEachDevice(t *testing.T) {
	net := nettest.New()
	host := newDevice(t, net)
	guests := []device{newDevice(t, net), newDevice(t, net), newDevice(t, net)}
	openLobby(t, host, "parry", persons(4))
	host.Click("A device for each player")
	host.Click("Invite")
	for i, guest := range guests {
		invite(t, host)
		if st := host.Status(); !strings.Contains(st, fmt.Sprintf("Invite friend %d of 3", i+1)) || !strings.Contains(st, fmt.Sprintf("%d of 3 friends have joined", i)) {
			t.Errorf("inviting friend %d the host says %q", i+1, st)
		}
		joined(t, host, guest)
		if i < len(guests)-1 && host.Scene().Name() == "play" {
			t.Fatalf("the game started with %d of 3 friends", i+1)
		}
	}
	devs := append([]device{host}, guests...)
	tickUntil(t, "every board", func() bool { return onBoard(devs...) }, devs...)
	for d, dev := range devs {
		p := playing(t, dev)
		for seat := range 4 {
			if p.Seats[seat].Person() != (seat == d) {
				t.Errorf("device %d: seat %d played here is %v", d, seat+1, p.Seats[seat].Person())
			}
		}
	}
	playFirstLegal(t, 30, devs...)
	if kept, ok := host.Store().Get(netgame.HubKey); !ok || !strings.Contains(kept, `"hub"`) {
		t.Error("the hub's game is not kept on the device")
	}
}

// joined has guest, from the menu's Join a game, answer the invite host
// shows, and host connect with the reply; it waits until the host's
// connection is made.
func joined(t *testing.T, host, guest device) {
	t.Helper()
	paste(t, host, reply(t, guest, code(host)))
	host.Click("Connect")
	tickUntil(t, "the connection", func() bool { return code(host) == "" || host.Scene().Name() == "play" }, host, guest)
}

// lobbyOf connects a host and its friends over net in the lobby of a game
// of id for players, each player on a device of their own, and returns
// them once every board is shown, the host first.
func lobbyOf(t *testing.T, net *nettest.Net, id string, players int) []device {
	t.Helper()
	return timedLobbyOf(t, net, id, players, clock.Control{})
}

// timedLobbyOf is lobbyOf with the game timed under c.
func timedLobbyOf(t *testing.T, net *nettest.Net, id string, players int, c clock.Control) []device {
	t.Helper()
	host := newDevice(t, net)
	openLobby(t, host, id, persons(players))
	host.Scene().(*online.LobbyScene).Timed(c)
	devs := []device{host}
	host.Click("A device for each player")
	host.Click("Invite")
	for range players - 1 {
		guest := newDevice(t, net)
		devs = append(devs, guest)
		invite(t, host)
		joined(t, host, guest)
		if left := players - len(devs); left > 0 { // the friend joined waits, and says for how many
			joining(t, host, guest, left)
		}
	}
	tickUntil(t, "every board", func() bool { return onBoard(devs...) }, devs...)
	return devs
}

// joining waits until guest, joined, says that left devices are still
// to join.
func joining(t *testing.T, host, guest device, left int) {
	t.Helper()
	want := fmt.Sprintf("Connected: Joined. %d devices still to join", left)
	if left == 1 {
		want = "Connected: Joined. 1 device still to join"
	}
	tickUntil(t, want, func() bool { return strings.HasPrefix(guest.Status(), want) }, host, guest)
}

// TestLobbyPowerThree gives Source of Power's orders on three devices, one
// player each: a device's orders stay on it until every device has sealed
// its own, then the turn resolves on all three with the same record.
func TestLobbyPowerThree(t *testing.T) {
	devs := lobbyOf(t, nettest.New(), "source-of-power", 3)
	first := playing(t, devs[0])
	spawn := "spawn infantry " + firstSpawnCell(t, first)
	first.Play(spawn)
	first.Play("end")
	if st := devs[0].Status(); st != "You are Red · Orders sealed — waiting for your friend" {
		t.Errorf("the hub waits with %q", st)
	}
	for turn := 1; turn <= 3; turn++ {
		endEverywhere(t, devs, turn, 3*turn+1)
	}
	if got := recordOn(t, devs[1]); got[0] != spawn {
		t.Errorf("a friend's record begins %q, want the hub's %q", got[0], spawn)
	}
}

// endEverywhere has every device end its orders, and waits until turn
// is resolved alike on all of them, their records steps long.
func endEverywhere(t *testing.T, devs []device, turn, steps int) {
	t.Helper()
	for _, d := range devs {
		if p := playing(t, d); p.ByHand() {
			p.Play("end")
		}
	}
	tickUntil(t, fmt.Sprintf("turn %d resolved everywhere", turn), func() bool {
		want := recordOn(t, devs[0])
		return !slices.ContainsFunc(devs, func(d device) bool {
			got := recordOn(t, d)
			return len(got) != steps || !slices.Equal(got, want)
		})
	}, devs...)
}

// TestLobbyFriendRejoins drops a friend's connection in a game of Parry
// for three devices: the others are told, the game goes on without it,
// and the friend, its page reloaded, comes back with new codes from the
// host and takes every step it missed.
func TestLobbyFriendRejoins(t *testing.T) {
	net := nettest.New()
	devs := lobbyOf(t, net, "parry", 3)
	hub := hubOf(t, devs[0])
	playFirstLegal(t, 4, devs...)
	net.Links()[1].Host.Close() // friend 2's connection dies
	tickUntil(t, "the drop told", func() bool {
		return devs[0].Enabled("Invite friend 2 again") && strings.Contains(devs[1].Status()+say(devs[1]), "Red's device lost its connection")
	}, devs...)
	for i, d := range devs[:2] { // the hub and the friend who stays both see it
		if st := d.Status(); !strings.Contains(st, "Red's device has dropped: the game waits for it") {
			t.Errorf("device %d's status after friend 2's drop: %q", i, st)
		}
	}
	for len(recordOn(t, devs[0])) < 8 && !hub.H.Result().Over {
		if hub.H.Position().Mover() == 3 {
			break
		}
		playFirstLegal(t, 1, devs[:2]...)
	}
	missed := len(recordOn(t, devs[0])) - len(recordOn(t, devs[2]))

	back := reload(t, devs[2])
	resume(t, back, "Resume online Parry")
	back.Click("Join with a code")
	devs[0].Click("Invite friend 2 again")
	joinByCodes(t, devs[0], back)
	devs[2] = back
	tickUntil(t, "the friend back in the game", func() bool {
		return back.Scene().Name() == "play" && slices.Equal(recordOn(t, back), recordOn(t, devs[0]))
	}, devs...)
	for i, d := range devs {
		if st := d.Status(); strings.Contains(st, "dropped") {
			t.Errorf("device %d's status once friend 2 is back: %q", i, st)
		}
	}
	t.Logf("the friend missed %d steps and took them back", missed)
	playFirstLegal(t, 12, devs...)
}

// joinByCodes has friend, on its screen to join with a code, take the
// invite host shows, and host take the friend's reply and connect.
func joinByCodes(t *testing.T, host, friend device) {
	t.Helper()
	paste(t, host, accept(t, friend, invite(t, host)))
	host.Click("Connect")
}

// TestLobbyHubReloads reloads the host's page in a game of Parry for three
// devices: its menu resumes the game, which shows at once with an invite
// for each friend to come back with; both friends come back with new
// codes, and the game goes on.
func TestLobbyHubReloads(t *testing.T) {
	net := nettest.New()
	devs := lobbyOf(t, net, "parry", 3)
	playFirstLegal(t, 5, devs...)
	for _, l := range net.Links() { // the page dies: its connections with it
		l.Host.Close()
	}
	host := reload(t, devs[0])
	resume(t, host, "Resume online Parry")
	if host.Scene().Name() != "play" || len(recordOn(t, host)) != 5 {
		t.Fatalf("the resumed hub shows %s with %d steps", host.Scene().Name(), len(recordOn(t, host)))
	}
	devs[0] = host
	for f, friend := range devs[1:] {
		tickUntil(t, "the drop noticed", func() bool { return friend.Enabled("Reconnect") }, friend)
		friend.Click("Reconnect")
		friend.Click("Join with a code")
		host.Click(fmt.Sprintf("Invite friend %d again", f+1))
		joinByCodes(t, host, friend)
		tickUntil(t, "the friend back", func() bool { return onBoard(host, friend) }, host, friend)
	}
	playFirstLegal(t, 10, devs...)
}

// TestLobbySharedDevice seats Parry for four on three devices: the host
// moves player 4 to friend 1's device, which then plays players 2 and 4
// hot-seat; two invites are made, and the game plays on all three.
func TestLobbySharedDevice(t *testing.T) {
	net := nettest.New()
	host := newDevice(t, net)
	openLobby(t, host, "parry", persons(4))
	host.Click("A device for each player")
	fourth := strings.TrimSuffix(labelStarting(t, host, "", ": friend 3"), ": friend 3")
	host.Click(fourth + ": friend 3")
	host.Click(fourth + ": here")
	host.Click("Invite")
	guests := []device{newDevice(t, net), newDevice(t, net)}
	for i, guest := range guests {
		invite(t, host)
		if st := host.Status(); !strings.Contains(st, fmt.Sprintf("Invite friend %d of 2", i+1)) {
			t.Errorf("inviting friend %d: %q", i+1, st)
		}
		joined(t, host, guest)
		if left := len(guests) - 1 - i; left > 0 {
			joining(t, host, guest, left)
		}
	}
	devs := append([]device{host}, guests...)
	tickUntil(t, "every board", func() bool { return onBoard(devs...) }, devs...)
	here := [][]bool{{true, false, false, false}, {false, true, false, true}, {false, false, true, false}}
	for d, dev := range devs {
		for seat, want := range here[d] {
			if got := playing(t, dev).Seats[seat].Person(); got != want {
				t.Errorf("device %d: seat %d played here %v, want %v", d, seat+1, got, want)
			}
		}
	}
	playFirstLegal(t, 20, devs...)
}

// labelStarting is the label of d's button that starts with prefix and
// ends with suffix.
func labelStarting(t *testing.T, d device, prefix, suffix string) string {
	t.Helper()
	for _, b := range d.Scene().Buttons() {
		if strings.HasPrefix(b.Label, prefix) && strings.HasSuffix(b.Label, suffix) {
			return b.Label
		}
	}
	t.Fatalf("no button %q…%q", prefix, suffix)
	return ""
}

// TestLobbyComputer plays Parry for three with the computer among the
// players: Black is the computer's on the new-game screen, so it stays on
// the host's device, which plays it; White is the host's, Red a friend's.
func TestLobbyComputer(t *testing.T) {
	devs := lobbyWithComputer(t, "parry", 2, "Black")
	host, friend := devs[0], devs[1]
	for range 12 {
		played := false
		for _, d := range devs {
			p := playing(t, d)
			if p.ByHand() && len(p.Legal) > 0 {
				n := len(recordOn(t, d))
				p.Play(p.Legal[0])
				tickUntil(t, "the step on both, and the computer's answer", func() bool {
					h, f := recordOn(t, host), recordOn(t, friend)
					return len(h) > n && slices.Equal(h, f) && !playing(t, host).Busy()
				}, devs...)
				played = true
				break
			}
		}
		if !played {
			tickUntil(t, "someone to play", func() bool {
				return slices.ContainsFunc(devs, func(d device) bool { return playing(t, d).ByHand() })
			}, devs...)
		}
	}
	moved := false
	pos, _ := game.Replay(playing(t, host).Rules, game.Record{Game: "parry", Options: game.Options{"players": "3"}}, nil)
	for _, step := range recordOn(t, host) {
		moved = moved || pos.Mover() == 2
		game.Play(pos, step)
	}
	if !moved {
		t.Error("the computer never played Black")
	}
}

// lobbyWithComputer sets up a game of id for three online: player
// computer, named name, is the computer's on the new-game screen, so it
// stays on the host's device; player 1 is the host's, the other a
// friend's. It returns the host and the friend, their boards shown.
func lobbyWithComputer(t *testing.T, id string, computer int, name string) []device {
	t.Helper()
	net := nettest.New()
	host, friend := newDevice(t, net), newDevice(t, net)
	seats := persons(3)
	seats[computer-1] = play.ChosenLevel(host, id).Seat(host, rules(t, id))
	openLobby(t, host, id, seats)
	host.Click("A device for each player")
	if b := host.Button(name + ": the computer, here"); b == nil || !b.Disabled {
		t.Fatalf("the computer's seat in the lobby: %+v", b)
	}
	host.Click("Invite")
	invite(t, host)
	paste(t, host, reply(t, friend, code(host)))
	host.Click("Connect")
	devs := []device{host, friend}
	tickUntil(t, "both boards", func() bool { return onBoard(devs...) }, devs...)
	return devs
}

// TestLobbyPowerComputer plays Source of Power for three with the
// computer among the players: Green, the last to give orders, is the
// computer's on the new-game screen, so the host's device gives its
// orders, sealed like anyone's (its "end" seals them and does not resolve
// the turn on the host's board); Red is the host's, Blue a friend's.
// Turns resolve on both devices with the same record, the computer's
// orders in it.
func TestLobbyPowerComputer(t *testing.T) {
	devs := lobbyWithComputer(t, "source-of-power", 3, "Green")
	host, friend := devs[0], devs[1]
	// The easy computer may end a turn without orders: up to ten turns
	// for it to give some.
	for turn := 1; turn <= 10 && !greenOrdered(t, host); turn++ {
		if p := playing(t, friend); turn == 1 {
			p.Play("spawn infantry " + firstSpawnCell(t, p))
		}
		for _, d := range devs {
			if p := playing(t, d); p.ByHand() {
				p.Play("end")
			}
		}
		tickUntil(t, fmt.Sprintf("turn %d resolved on both", turn), func() bool {
			h, f := recordOn(t, host), recordOn(t, friend)
			return len(h) >= 3*turn && slices.Equal(h, f) && playing(t, friend).ByHand()
		}, devs...)
		if resolved := savedTurns(t, host); !slices.Equal(resolved, recordOn(t, host)[:len(resolved)]) {
			t.Fatalf("turn %d: the host's board resolved a turn the hub never played: %q, the hub %q", turn, resolved, recordOn(t, host))
		}
	}
	if !greenOrdered(t, host) {
		t.Errorf("the computer gave Green no orders in ten turns: %q", recordOn(t, host))
	}
}

// greenOrdered tells whether the host's record has an order of Green's,
// the third player's, other than end.
func greenOrdered(t *testing.T, host device) bool {
	pos, _ := game.Replay(playing(t, host).Rules, game.Record{Game: "source-of-power", Options: game.Options{"players": "3"}}, nil)
	for _, step := range recordOn(t, host) {
		if pos.Mover() == 3 && step != "end" {
			return true
		}
		game.Play(pos, step)
	}
	return false
}

// savedTurns is the whole turns of the game the host's board saved: its
// steps up to the last that resolved a turn (the board shows the orders
// being given on a stand-in of the turn, which is saved too).
func savedTurns(t *testing.T, host device) []string {
	t.Helper()
	var saved struct{ Record game.Record }
	text, _ := host.Store().Get("pentarchy.hub.game")
	if err := json.Unmarshal([]byte(text), &saved); err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(playing(t, host).Rules, game.Record{Game: saved.Record.Game, Options: saved.Record.Options}, nil)
	if err != nil {
		t.Fatal(err)
	}
	type turned interface{ Turn() int }
	n := 0
	for i, step := range saved.Record.Steps {
		before := pos.(turned).Turn()
		game.Play(pos, step)
		if pos.(turned).Turn() != before {
			n = i + 1
		}
	}
	return saved.Record.Steps[:n]
}

// TestLobbyTakeover: the host's page of a game of Parry for three dies
// for good, after a step that friend 1 has and friend 2 missed. Friend
// 1's page, its connection lost, offers to host the game: it seats the
// old host's player on its own device, beside its own, and invites
// friend 2, whose page goes on with its kept game with the new codes and
// takes the step it missed; the game goes on from there on both. The game
// is timed: the new hub's clock is the one friend 1's page had, and friend
// 2 gets it.
func TestLobbyTakeover(t *testing.T) {
	net := nettest.New()
	devs := timedLobbyOf(t, net, "parry", 3, clock.Control{Kind: clock.Fischer, Base: 10 * time.Minute, Increment: 5 * time.Second})
	playFirstLegal(t, 4, devs...)
	hub := hubOf(t, devs[0])
	for hub.H.Position().Mover() == 3 {
		playFirstLegal(t, 1, devs...)
	}
	net.Links()[1].Host.Close() // friend 2 is cut off first
	tickUntil(t, "friend 2's drop", func() bool { return devs[0].Enabled("Invite friend 2 again") }, devs...)
	playFirstLegal(t, 1, devs[:2]...)
	before := slices.Clone(recordOn(t, devs[1]))
	times := onlineOf(t, devs[1]).M.Clock().Times()
	if len(recordOn(t, devs[2])) >= len(before) {
		t.Fatal("friend 2 did not miss the last step")
	}
	for _, l := range net.Links() {
		l.Host.Close() // the host's page dies, for good
	}
	host, friend := devs[1], devs[2]
	tickUntil(t, "the drop noticed", func() bool { return host.Enabled("Host the game here") && friend.Enabled("Reconnect") }, host, friend)
	host.Click("Host the game here")
	if host.Scene().Name() != "lobby" {
		t.Fatalf("taking over shows %s", host.Scene().Name())
	}
	first := labelStarting(t, host, "White: ", "")
	for !strings.HasSuffix(first, ": here") {
		host.Click(first)
		first = labelStarting(t, host, "White: ", "")
	}
	host.Click("Invite")
	friend.Click("Reconnect")
	friend.Click("Join with a code")
	joinByCodes(t, host, friend)
	both := []device{host, friend}
	tickUntil(t, "the game on both", func() bool {
		return onBoard(both...) && slices.Equal(recordOn(t, friend), recordOn(t, host))
	}, both...)
	if got := recordOn(t, host); !slices.Equal(got, before) {
		t.Fatalf("the game taken over has %q, the friend had %q", got, before)
	}
	hg, ok := playing(t, host).Link.(*netgame.HubGame)
	if !ok {
		t.Fatal("the new host's game is not a hub's")
	}
	if got := hg.H.Clock().Times(); !slices.Equal(got, times) {
		t.Errorf("the new hub's clock has %v, friend 1's page had %v", got, times)
	}
	if got := onlineOf(t, friend).M.Clock().Times(); !slices.Equal(got, times) {
		t.Errorf("friend 2's clock has %v after joining the new hub, want %v", got, times)
	}
	for range 6 {
		tickUntil(t, "a device to play", func() bool {
			return slices.ContainsFunc(both, func(d device) bool { return playing(t, d).ByHand() })
		}, both...)
		for _, d := range both {
			if p := playing(t, d); p.ByHand() {
				p.Ready = p.Holder() // past the hand-over screen of the host's two players
				n := len(recordOn(t, d))
				p.Play(p.Legal[0])
				tickUntil(t, "the step on both", func() bool {
					return len(recordOn(t, host)) > n && slices.Equal(recordOn(t, host), recordOn(t, friend))
				}, both...)
				break
			}
		}
	}
}

// TestLobbyNoPath fails to reach the second friend of three: the host's
// lobby says why and offers a new invite and the connection settings;
// with a path again, the new invite brings the friend in.
func TestLobbyNoPath(t *testing.T) {
	net := nettest.New()
	host := newDevice(t, net)
	openLobby(t, host, "parry", persons(3))
	host.Click("A device for each player")
	host.Click("Invite")
	first := newDevice(t, net)
	invite(t, host)
	joined(t, host, first)
	tickUntil(t, "the first friend", func() bool { return strings.Contains(host.Status(), "1 of 2 friends have joined") }, host, first)
	net.NoPath(true)
	friend := newDevice(t, net)
	paste(t, host, reply(t, friend, invite(t, host)))
	host.Click("Connect")
	tickUntil(t, "the failure", func() bool { return strings.Contains(host.Status(), "No network path") }, host)
	for _, label := range []string{"Try again", "Settings", "Cancel"} {
		if !host.Enabled(label) {
			t.Errorf("no %q after a failed connection: %q", label, host.Status())
		}
	}
	host.Click("Settings")
	if name := host.Scene().Name(); name != "settings" {
		t.Fatalf("Settings shows %q", name)
	}
	host.Click("Done")
	net.NoPath(false)
	host.Click("Try again")
	friend = newDevice(t, net)
	invite(t, host)
	joined(t, host, friend)
	tickUntil(t, "every board", func() bool { return onBoard(host, first, friend) }, host, first, friend)
}

// TestLobbyPowerOutOfTime times Source of Power for three devices, nine
// seconds each: Red and Blue end their orders, and Green's friend thinks
// until the time runs out. The hub puts Green out; every device says so,
// the game goes on, and Green's own device ends Green's orders with none
// from then on, at once each turn, so the turns resolve without waiting
// for Green.
func TestLobbyPowerOutOfTime(t *testing.T) {
	devs := timedLobbyOf(t, nettest.New(), "source-of-power", 3, clock.Control{Kind: clock.Fischer, Base: 9 * time.Second})
	hub := hubOf(t, devs[0])
	green := game.PlayerSet(0).With(3)
	endRedAndBlue := func() {
		t.Helper()
		for _, d := range devs[:2] {
			tickUntil(t, "orders to give", func() bool { return playing(t, d).ByHand() }, devs...)
			playing(t, d).Play("end")
		}
		tickUntil(t, "Red's and Blue's orders on the hub", func() bool { return hub.H.Thinking()&^green == 0 }, devs...)
	}
	resolved := func(steps int) {
		t.Helper()
		tickUntil(t, fmt.Sprintf("%d steps everywhere", steps), func() bool {
			want := recordOn(t, devs[0])
			return len(want) == steps && !slices.ContainsFunc(devs, func(d device) bool { return !slices.Equal(recordOn(t, d), want) })
		}, devs...)
	}
	endRedAndBlue()
	for _, d := range devs {
		d.Advance(10 * time.Second)
	}
	resolved(3)
	if hub.H.Out() != green || hub.H.Result().Over {
		t.Fatalf("the hub: out %v, result %+v", hub.H.Out(), hub.H.Result())
	}
	for i, d := range devs {
		if notes := noted(t, d); !slices.Contains(notes, "Green ran out of time: their orders end with none each turn, and they cannot win.") {
			t.Errorf("device %d was not told that Green is out: %q", i, notes)
		}
		if left := playing(t, d).ClockLeft(3); left != 0 {
			t.Errorf("device %d shows Green with %v", i, left)
		}
	}
	endRedAndBlue() // Green's device ends Green's orders by itself
	resolved(6)
}

// noted is what device d's game has said.
func noted(t *testing.T, d device) []string {
	t.Helper()
	if g, ok := playing(t, d).Link.(*netgame.HubGame); ok {
		return g.Notes()
	}
	return onlineOf(t, d).Notes()
}
