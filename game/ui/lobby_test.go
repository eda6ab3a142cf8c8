package ui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
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
	host := newNetApp(t, net)
	guests := []*App{newNetApp(t, net), newNetApp(t, net), newNetApp(t, net)}
	startWith(t, host, "Parry", "Players", "4")
	host.click(t, "Play online")
	host.click(t, "A device for each player")
	host.click(t, "Invite")
	for i, guest := range guests {
		tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
		if st := host.snapshot().Status; !strings.Contains(st, fmt.Sprintf("Invite friend %d of 3", i+1)) || !strings.Contains(st, fmt.Sprintf("%d of 3 friends have joined", i)) {
			t.Errorf("inviting friend %d the host says %q", i+1, st)
		}
		paste(t, host, reply(t, guest, code(host)))
		host.click(t, "Connect")
		tickUntil(t, "the connection", func() bool { return code(host) == "" || host.scene.Name() == "play" }, host, guest)
		if i < len(guests)-1 && host.scene.Name() == "play" {
			t.Fatalf("the game started with %d of 3 friends", i+1)
		}
	}
	apps := append([]*App{host}, guests...)
	tickUntil(t, "every board", func() bool {
		return !slices.ContainsFunc(apps, func(a *App) bool { return a.scene.Name() != "play" })
	}, apps...)
	for d, a := range apps {
		p := a.scene.(*play.PlayScene)
		for seat := range 4 {
			if p.Seats[seat].Person() != (seat == d) {
				t.Errorf("device %d: seat %d played here is %v", d, seat+1, p.Seats[seat].Person())
			}
		}
	}
	playFirstLegal(t, 30, apps...)
	if kept, ok := host.store.Get(online.HubKey); !ok || !strings.Contains(kept, `"hub"`) {
		t.Error("the hub's game is not kept on the device")
	}
}

// lobbyOf connects a host and its friends in the lobby of a game of name
// with the given number of players, each player on a device of their own.
func lobbyOf(t *testing.T, name string, players int) []*App {
	t.Helper()
	apps, _ := lobbyOn(t, nettest.New(), name, players)
	return apps
}

// lobbyOn is lobbyOf over net.
func lobbyOn(t *testing.T, net *nettest.Net, name string, players int) ([]*App, *nettest.Net) {
	t.Helper()
	host := newNetApp(t, net)
	startWith(t, host, name, "Players", fmt.Sprint(players))
	return inviteEach(t, net, host, players), net
}

// inviteEach has the host, on the new-game screen, invite a device for
// each of the other players over net, and returns the host and the guests
// once every board is shown.
func inviteEach(t *testing.T, net *nettest.Net, host *App, players int) []*App {
	t.Helper()
	apps := []*App{host}
	host.click(t, "Play online")
	host.click(t, "A device for each player")
	host.click(t, "Invite")
	for range players - 1 {
		guest := newNetApp(t, net)
		apps = append(apps, guest)
		tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
		paste(t, host, reply(t, guest, code(host)))
		host.click(t, "Connect")
		tickUntil(t, "the connection", func() bool { return code(host) == "" || host.scene.Name() == "play" }, host, guest)
		if left := players - len(apps); left > 0 { // the friend joined waits, and says for how many
			joining(t, host, guest, left)
		}
	}
	tickUntil(t, "every board", func() bool {
		return !slices.ContainsFunc(apps, func(a *App) bool { return a.scene.Name() != "play" })
	}, apps...)
	return apps
}

// joining waits until guest, joined, says that left devices are still
// to join.
func joining(t *testing.T, host, guest *App, left int) {
	t.Helper()
	want := fmt.Sprintf("Connected: Joined. %d devices still to join", left)
	if left == 1 {
		want = "Connected: Joined. 1 device still to join"
	}
	tickUntil(t, want, func() bool { return strings.HasPrefix(guest.snapshot().Status, want) }, host, guest)
}

// TestLobbyPowerThree gives Source of Power's orders on three devices, one
// player each: a device's orders stay on it until every device has sealed
// its own, then the turn resolves on all three with the same record.
func TestLobbyPowerThree(t *testing.T) {
	apps := lobbyOf(t, "Source of Power", 3)
	first := apps[0].scene.(*play.PlayScene)
	spawn := "spawn infantry " + firstSpawnCell(t, first)
	first.Play(spawn)
	first.Play("end")
	if st := apps[0].snapshot().Status; st != "You are Red · Orders sealed — waiting for your friend" {
		t.Errorf("the hub waits with %q", st)
	}
	for turn := 1; turn <= 3; turn++ {
		endEverywhere(t, apps, turn, 3*turn+1)
	}
	if got := recordOn(apps[1]); got[0] != spawn {
		t.Errorf("a friend's record begins %q, want the hub's %q", got[0], spawn)
	}
}

// endEverywhere has every device end its orders, and waits until turn
// is resolved alike on all of them, their records steps long.
func endEverywhere(t *testing.T, apps []*App, turn, steps int) {
	t.Helper()
	for _, a := range apps {
		if p := a.scene.(*play.PlayScene); p.ByHand() {
			p.Play("end")
		}
	}
	tickUntil(t, fmt.Sprintf("turn %d resolved everywhere", turn), func() bool {
		want := recordOn(apps[0])
		for _, a := range apps {
			if got := recordOn(a); len(got) != steps || !slices.Equal(got, want) {
				return false
			}
		}
		return true
	}, apps...)
}

// recordOn is the steps of the game as a device's side of it has them: the
// hub's, or a friend's match (the play scene may show orders being given).
func recordOn(a *App) []string {
	switch l := a.scene.(*play.PlayScene).Link.(type) {
	case *online.HubGame:
		return l.H.Record().Steps
	case *online.OnlineGame:
		return l.M.Record().Steps
	}
	return nil
}

// TestLobbyFriendRejoins drops a friend's connection in a game of Parry
// for three devices: the others are told, the game goes on without it,
// and the friend, its page reloaded, comes back with new codes from the
// host and takes every step it missed.
func TestLobbyFriendRejoins(t *testing.T) {
	apps, net := lobbyOn(t, nettest.New(), "Parry", 3)
	hub := apps[0].scene.(*play.PlayScene).Link.(*online.HubGame)
	playFirstLegal(t, 4, apps...)
	net.Links()[1].Host.Close() // friend 2's connection dies
	tickUntil(t, "the drop told", func() bool {
		return hasButton(apps[0], "Invite friend 2 again") && strings.Contains(apps[1].snapshot().Status+say(apps[1]), "Red's device lost its connection")
	}, apps...)
	for i, a := range apps[:2] { // the hub and the friend who stays both see it
		if st := a.snapshot().Status; !strings.Contains(st, "Red's device has dropped: the game waits for it") {
			t.Errorf("device %d's status after friend 2's drop: %q", i, st)
		}
	}
	for len(recordOn(apps[0])) < 8 && !hub.H.Result().Over {
		mover := hub.H.Position().Mover()
		if mover == 3 {
			break
		}
		playFirstLegal(t, 1, apps[:2]...)
	}
	missed := len(recordOn(apps[0])) - len(recordOn(apps[2]))

	back := reloadOnline(apps[2], apps[2].store, net)
	back.click(t, "Resume online Parry")
	back.click(t, "Join with a code")
	apps[0].click(t, "Invite friend 2 again")
	joinByCodes(t, apps[0], back)
	apps[2] = back
	tickUntil(t, "the friend back in the game", func() bool {
		return back.scene.Name() == "play" && slices.Equal(recordOn(back), recordOn(apps[0]))
	}, apps...)
	for i, a := range apps {
		if st := a.snapshot().Status; strings.Contains(st, "dropped") {
			t.Errorf("device %d's status once friend 2 is back: %q", i, st)
		}
	}
	t.Logf("the friend missed %d steps and took them back", missed)
	playFirstLegal(t, 12, apps...)
}

// joinByCodes has friend, on its screen to join with a code, take the
// invite host shows, and host take the friend's reply and connect.
func joinByCodes(t *testing.T, host, friend *App) {
	t.Helper()
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	paste(t, friend, code(host))
	friend.click(t, "Join")
	friend.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(friend) != "" }, friend)
	paste(t, host, code(friend))
	host.click(t, "Connect")
}

// TestLobbyHubReloads reloads the host's page in a game of Parry for three
// devices: its menu resumes the game, which shows at once with an invite
// for each friend to come back with; both friends come back with new
// codes, and the game goes on.
func TestLobbyHubReloads(t *testing.T) {
	apps, net := lobbyOn(t, nettest.New(), "Parry", 3)
	playFirstLegal(t, 5, apps...)
	for _, l := range net.Links() { // the page dies: its connections with it
		l.Host.Close()
	}
	host := reloadOnline(apps[0], apps[0].store, net)
	host.click(t, "Resume online Parry")
	if host.scene.Name() != "play" || len(recordOn(host)) != 5 {
		t.Fatalf("the resumed hub shows %s with %d steps", host.scene.Name(), len(recordOn(host)))
	}
	apps[0] = host
	for f, friend := range apps[1:] {
		tickUntil(t, "the drop noticed", func() bool { return hasButton(friend, "Reconnect") }, friend)
		friend.click(t, "Reconnect")
		friend.click(t, "Join with a code")
		host.click(t, fmt.Sprintf("Invite friend %d again", f+1))
		joinByCodes(t, host, friend)
		tickUntil(t, "the friend back", func() bool { return host.scene.Name() == "play" && friend.scene.Name() == "play" }, host, friend)
	}
	playFirstLegal(t, 10, apps...)
}

// TestLobbySharedDevice seats Parry for four on three devices: the host
// moves player 4 to friend 1's device, which then plays players 2 and 4
// hot-seat; two invites are made, and the game plays on all three.
func TestLobbySharedDevice(t *testing.T) {
	net := nettest.New()
	host := newNetApp(t, net)
	startWith(t, host, "Parry", "Players", "4")
	host.click(t, "Play online")
	host.click(t, "A device for each player")
	fourth := ""
	for _, b := range host.scene.Buttons() {
		if strings.HasSuffix(b.Label, ": friend 3") {
			fourth = strings.TrimSuffix(b.Label, ": friend 3")
		}
	}
	host.click(t, fourth+": friend 3")
	host.click(t, fourth+": here")
	host.click(t, "Invite")
	guests := []*App{newNetApp(t, net), newNetApp(t, net)}
	for i, guest := range guests {
		tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
		if st := host.snapshot().Status; !strings.Contains(st, fmt.Sprintf("Invite friend %d of 2", i+1)) {
			t.Errorf("inviting friend %d: %q", i+1, st)
		}
		paste(t, host, reply(t, guest, code(host)))
		host.click(t, "Connect")
		tickUntil(t, "the connection", func() bool { return code(host) == "" || host.scene.Name() == "play" }, host, guest)
		if left := len(guests) - 1 - i; left > 0 {
			joining(t, host, guest, left)
		}
	}
	apps := append([]*App{host}, guests...)
	tickUntil(t, "every board", func() bool {
		return !slices.ContainsFunc(apps, func(a *App) bool { return a.scene.Name() != "play" })
	}, apps...)
	here := [][]bool{{true, false, false, false}, {false, true, false, true}, {false, false, true, false}}
	for d, a := range apps {
		for seat, want := range here[d] {
			if got := a.scene.(*play.PlayScene).Seats[seat].Person(); got != want {
				t.Errorf("device %d: seat %d played here %v, want %v", d, seat+1, got, want)
			}
		}
	}
	playFirstLegal(t, 20, apps...)
}

// TestLobbySeatsFit lays out the lobby's seats of Parry for six on a small
// phone, either way up, and on a desktop.
func TestLobbySeatsFit(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{360, 640, 2}, {640, 360, 3}, {1280, 800, 1}} {
		a := newNetApp(t, nettest.New())
		a.v = kit.NewView(sc.w, sc.h, sc.dpr)
		a.layoutScene()
		startWith(t, a, "Parry", "Players", "6")
		a.click(t, "Play online")
		a.click(t, "A device for each player")
		checkFits(t, a, fmt.Sprintf("%v×%v lobby seats", sc.w, sc.h), kit.Rect{})
	}
}

// TestLobbyComputer plays Parry for three with the computer among the
// players: Black is the computer's on the new-game screen, so it stays on
// the host's device, which plays it; White is the host's, Red a friend's.
func TestLobbyComputer(t *testing.T) {
	apps := lobbyWithComputer(t, "Parry", "Black")
	host, friend := apps[0], apps[1]
	for range 12 {
		played := false
		for _, a := range apps {
			p := a.scene.(*play.PlayScene)
			if p.ByHand() && len(p.Legal) > 0 {
				n := len(recordOn(a))
				p.Play(p.Legal[0])
				tickUntil(t, "the step on both, and the computer's answer", func() bool {
					h, f := recordOn(host), recordOn(friend)
					return len(h) > n && slices.Equal(h, f) && !host.scene.(*play.PlayScene).Busy()
				}, apps...)
				played = true
				break
			}
		}
		if !played {
			tickUntil(t, "someone to play", func() bool {
				return slices.ContainsFunc(apps, func(a *App) bool { return a.scene.(*play.PlayScene).ByHand() })
			}, apps...)
		}
	}
	moved := false
	pos, _ := game.Replay(host.scene.(*play.PlayScene).Rules, game.Record{Game: "parry", Options: game.Options{"players": "3"}}, nil)
	for _, step := range recordOn(host) {
		moved = moved || pos.Mover() == 2
		game.Play(pos, step)
	}
	if !moved {
		t.Error("the computer never played Black")
	}
}

// lobbyWithComputer sets up a game of name for three online: the player
// named computer is the computer's on the new-game screen, so it stays on
// the host's device; player 1 is the host's, the other a friend's. It
// returns the host and the friend, their boards shown.
func lobbyWithComputer(t *testing.T, name, computer string) []*App {
	t.Helper()
	net := nettest.New()
	host, friend := newNetApp(t, net), newNetApp(t, net)
	startWith(t, host, name, "Players", "3")
	for !hasButton(host, computer+": computer") {
		host.click(t, optionLabelOf(t, host, computer+": "))
	}
	host.click(t, "Play online")
	host.click(t, "A device for each player")
	if b := host.button(t, computer+": the computer, here"); b == nil || !b.Disabled {
		t.Fatalf("the computer's seat in the lobby: %+v", b)
	}
	host.click(t, "Invite")
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	paste(t, host, reply(t, friend, code(host)))
	host.click(t, "Connect")
	apps := []*App{host, friend}
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && friend.scene.Name() == "play" }, apps...)
	return apps
}

// optionLabelOf is the label of a's button that starts with prefix.
func optionLabelOf(t *testing.T, a *App, prefix string) string {
	t.Helper()
	for _, b := range a.scene.Buttons() {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Label
		}
	}
	t.Fatalf("no button %q…", prefix)
	return ""
}

// TestLobbyPowerComputer plays Source of Power for three with the
// computer among the players: Green, the last to give orders, is the
// computer's on the new-game screen, so the host's device gives its
// orders, sealed like anyone's (its "end" seals them and does not resolve
// the turn on the host's board); Red is the host's, Blue a friend's.
// Turns resolve on both devices with the same record, the computer's
// orders in it.
func TestLobbyPowerComputer(t *testing.T) {
	apps := lobbyWithComputer(t, "Source of Power", "Green")
	host, friend := apps[0], apps[1]
	// The easy computer may end a turn without orders: up to ten turns
	// for it to give some.
	for turn := 1; turn <= 10 && !greenOrdered(host); turn++ {
		if p := friend.scene.(*play.PlayScene); turn == 1 {
			p.Play("spawn infantry " + firstSpawnCell(t, p))
		}
		for _, a := range apps {
			if p := a.scene.(*play.PlayScene); p.ByHand() {
				p.Play("end")
			}
		}
		tickUntil(t, fmt.Sprintf("turn %d resolved on both", turn), func() bool {
			h, f := recordOn(host), recordOn(friend)
			return len(h) >= 3*turn && slices.Equal(h, f) && friend.scene.(*play.PlayScene).ByHand()
		}, apps...)
		if resolved := savedTurns(t, host); !slices.Equal(resolved, recordOn(host)[:len(resolved)]) {
			t.Fatalf("turn %d: the host's board resolved a turn the hub never played: %q, the hub %q", turn, resolved, recordOn(host))
		}
	}
	if !greenOrdered(host) {
		t.Errorf("the computer gave Green no orders in ten turns: %q", recordOn(host))
	}
}

// greenOrdered tells whether the host's record has an order of Green's,
// the third player's, other than end.
func greenOrdered(host *App) bool {
	pos, _ := game.Replay(host.scene.(*play.PlayScene).Rules, game.Record{Game: "source-of-power", Options: game.Options{"players": "3"}}, nil)
	for _, step := range recordOn(host) {
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
func savedTurns(t *testing.T, host *App) []string {
	t.Helper()
	var saved struct{ Record game.Record }
	text, _ := host.store.Get("pentarchy.hub.game")
	if err := json.Unmarshal([]byte(text), &saved); err != nil {
		t.Fatal(err)
	}
	pos, err := game.Replay(host.scene.(*play.PlayScene).Rules, game.Record{Game: saved.Record.Game, Options: saved.Record.Options}, nil)
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
// takes the step it missed; the game goes on from there on both.
func TestLobbyTakeover(t *testing.T) {
	apps, net := lobbyOn(t, nettest.New(), "Parry", 3)
	playFirstLegal(t, 4, apps...)
	hub := apps[0].scene.(*play.PlayScene).Link.(*online.HubGame)
	for hub.H.Position().Mover() == 3 {
		playFirstLegal(t, 1, apps...)
	}
	net.Links()[1].Host.Close() // friend 2 is cut off first
	tickUntil(t, "friend 2's drop", func() bool { return hasButton(apps[0], "Invite friend 2 again") }, apps...)
	playFirstLegal(t, 1, apps[:2]...)
	before := slices.Clone(recordOn(apps[1]))
	if len(recordOn(apps[2])) >= len(before) {
		t.Fatal("friend 2 did not miss the last step")
	}
	for _, l := range net.Links() {
		l.Host.Close() // the host's page dies, for good
	}
	host, friend := apps[1], apps[2]
	tickUntil(t, "the drop noticed", func() bool { return hasButton(host, "Host the game here") && hasButton(friend, "Reconnect") }, host, friend)
	host.click(t, "Host the game here")
	if host.scene.Name() != "lobby" {
		t.Fatalf("taking over shows %s", host.scene.Name())
	}
	first := optionLabelOf(t, host, "White: ")
	for !strings.HasSuffix(first, ": here") {
		host.click(t, first)
		first = optionLabelOf(t, host, "White: ")
	}
	host.click(t, "Invite")
	friend.click(t, "Reconnect")
	friend.click(t, "Join with a code")
	joinByCodes(t, host, friend)
	both := []*App{host, friend}
	tickUntil(t, "the game on both", func() bool {
		return host.scene.Name() == "play" && friend.scene.Name() == "play" && slices.Equal(recordOn(friend), recordOn(host))
	}, both...)
	if got := recordOn(host); !slices.Equal(got, before) {
		t.Fatalf("the game taken over has %q, the friend had %q", got, before)
	}
	if _, ok := host.scene.(*play.PlayScene).Link.(*online.HubGame); !ok {
		t.Fatal("the new host's game is not a hub's")
	}
	for range 6 {
		tickUntil(t, "a device to play", func() bool {
			return slices.ContainsFunc(both, func(a *App) bool { return a.scene.(*play.PlayScene).ByHand() })
		}, both...)
		for _, a := range both {
			if p := a.scene.(*play.PlayScene); p.ByHand() {
				p.Ready = p.Holder() // past the hand-over screen of the host's two players
				n := len(recordOn(a))
				p.Play(p.Legal[0])
				tickUntil(t, "the step on both", func() bool {
					return len(recordOn(host)) > n && slices.Equal(recordOn(host), recordOn(friend))
				}, both...)
				break
			}
		}
	}
}
