package online

import (
	"context"
	"crypto/rand"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// LobbyScene invites friends to a game whose seats are spread over
// several devices: each seat is played here or on a friend's device, and
// several seats may share one. This device, the hub, makes an invite for
// each friend's device, one after the other (code, link, QR code, each
// answered by its own reply), saying how far each device is. The game
// starts on every device once the last one has joined.
type LobbyScene struct {
	a       scene.Host
	Scr     netui.CodeScreen
	net     netui.Connector
	rules   game.Ruleset
	setup   game.Record // the game: its options, and the position it starts from if not the options' start
	players int
	here    []play.Seat      // how each seat is played if here: by hand or by the computer, as the new-game screen chose
	where   []int            // where[p-1]: 0 if seat p is played here, f for friend f's device
	devices []game.PlayerSet // the seats of each device: [0] here, then each friend's
	conns   []netui.PeerConn // the devices joined: conns[f-1] is friend f's

	hosting netui.Hosting
	cancel  context.CancelFunc
	gather  *netui.NetCall[netui.Hosting]
	conn    *netui.NetCall[netui.PeerConn]

	game  *netgame.HubGame // when a friend is invited again to a game under way, or a watcher to it
	again int              // that friend
	watch bool             // a watcher is invited

	taken *game.Record    // the game so far, when this device takes over a game whose host is gone
	left  []time.Duration // and each player's time left, when it is timed
	clock clock.Control   // the time control of a new game, or of the game taken over
}

// Timed has the game the lobby starts timed under c.
func (s *LobbyScene) Timed(c clock.Control) *LobbyScene {
	s.clock = c
	return s
}

// newRejoinScene invites friend f again to the hub's game g, after its
// connection was lost.
func newRejoinScene(a scene.Host, g *netgame.HubGame, f int) *LobbyScene {
	s := &LobbyScene{a: a, net: netui.ConnectorOf(a), rules: g.H.Rules(), players: g.H.Position().Players(), devices: g.H.Devices(), game: g, again: f}
	s.invite()
	return s
}

// newWatchScene invites one more device to watch the hub's game g.
func newWatchScene(a scene.Host, g *netgame.HubGame) *LobbyScene {
	s := &LobbyScene{a: a, net: netui.ConnectorOf(a), rules: g.H.Rules(), players: g.H.Position().Players(), devices: g.H.Devices(), game: g, watch: true}
	s.invite()
	return s
}

// newTakeoverScene makes this device the host of a game on several
// devices whose host is gone for good, from the game m as this device has
// it: the lobby shows who plays where (this device's seats here, each
// other seat on a friend's device, which the player can change to match
// the devices as they were), then invites each friend's device to go on
// with the game. A friend's page checks that its seats are the ones it
// played.
func newTakeoverScene(a scene.Host, m *protocol.Match) *LobbyScene {
	rec := m.Record()
	pos, _ := game.Replay(m.Rules(), game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position}, nil)
	s := &LobbyScene{a: a, net: netui.ConnectorOf(a), rules: m.Rules(), setup: game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position}, players: pos.Players(), taken: &rec}
	if k := m.Clock(); k != nil {
		s.clock, s.left = k.Control, k.Times()
	}
	s.where = make([]int, s.players)
	friend := 0
	for p := range s.where {
		s.here = append(s.here, play.PersonSeat{})
		if !m.Seats().Has(p + 1) {
			friend++
			s.where[p] = friend
		}
	}
	s.showSeats(kit.Tr("lobby.takeover-say"))
	return s
}

// ManyDevices tells whether the game start (its options, or the position
// it starts from) may be played with every player on a device of their
// own: a game of three or more players.
func ManyDevices(r game.Ruleset, start game.Record) bool {
	pos, err := game.Replay(r, start, nil)
	return err == nil && pos.Players() >= 3
}

// NewLobbyScene asks how the game start of r is played online: every
// player on a device of their own (the friends invited here), or two
// devices whose players share them (OnlineScene). seats are the seats as
// the new-game screen chose them: those of the computer stay here, and
// it plays them.
func NewLobbyScene(a scene.Host, r game.Ruleset, start game.Record, seats []play.Seat) *LobbyScene {
	pos, _ := game.Replay(r, start, nil)
	s := &LobbyScene{a: a, net: netui.ConnectorOf(a), rules: r, setup: start, players: pos.Players(), here: seats}
	if len(s.here) != s.players {
		s.here = make([]play.Seat, s.players)
		for p := range s.here {
			s.here[p] = play.PersonSeat{}
		}
	}
	scr := &s.Scr
	scr.Heading = kit.Tr("online.play", kit.GameName(r))
	scr.Say = kit.Tr("lobby.choose", s.players)
	scr.Btns = []*kit.Button{
		kit.MainAct("lobby.each", s.seat),
		kit.Act("lobby.two", func() { a.Show(NewHostScene(a, r, start).Timed(s.clock)) }),
		kit.BackAct("common.back", func() { a.Show(a.Menu()) }),
	}
	return s
}

// seat shows where each seat is played, at first one a device: seat 1
// here, seat p on friend p-1's. Tapping a seat moves it to the next
// device; Invite invites the friends.
func (s *LobbyScene) seat() {
	s.where = make([]int, s.players)
	friend := -1 // the first person's seat stays here
	for p, st := range s.here {
		if st.Person() {
			friend++
			s.where[p] = friend
		}
	}
	s.showSeats("")
}

// showSeats shows the seats where they are played, with a warning.
func (s *LobbyScene) showSeats(warn string) {
	scr := &s.Scr
	scr.Clear()
	scr.Heading, scr.Say, scr.Warn = kit.Tr("lobby.seats"), kit.Tr("lobby.seats-say"), warn
	view, _ := s.a.BoardView(s.rules.ID())
	scr.Btns = nil
	for p := range s.where {
		label := kit.Tr("lobby.seat-here", view.PlayerName(p+1))
		if f := s.where[p]; f > 0 {
			label = kit.Tr("lobby.seat-friend", view.PlayerName(p+1), f)
		}
		computer := !s.here[p].Person()
		if computer {
			label = kit.Tr("lobby.seat-computer", view.PlayerName(p+1))
		}
		scr.Btns = append(scr.Btns, &kit.Button{Label: label, Disabled: computer, Action: func() {
			s.where[p] = (s.where[p] + 1) % s.players
			s.showSeats(warn)
		}})
	}
	invite := kit.MainAct("lobby.invite", s.startInviting)
	back := kit.BackAct("common.back", func() { s.a.Show(s.a.Menu()) })
	scr.Btns = append([]*kit.Button{invite}, append(scr.Btns, back)...)
	scr.Layout(s.a.View())
}

// startInviting numbers the friends' devices in the order of their seats
// and invites the first.
func (s *LobbyScene) startInviting() {
	s.devices = []game.PlayerSet{0}
	number := map[int]int{} // a friend as chosen: its device
	for p, f := range s.where {
		d := 0
		if f > 0 {
			if number[f] == 0 {
				number[f] = len(s.devices)
				s.devices = append(s.devices, 0)
			}
			d = number[f]
		}
		s.devices[d] = s.devices[d].With(p + 1)
	}
	if len(s.devices) < 2 {
		s.showSeats(kit.Tr("lobby.no-friend"))
		return
	}
	s.invite()
}

// friends is how many friends' devices are invited.
func (s *LobbyScene) friends() int { return len(s.devices) - 1 }

// invite makes the invite for the next device.
func (s *LobbyScene) invite() {
	ctx, cancel := netui.WithCancel()
	s.cancel = cancel
	to := netui.Invite{GameID: s.rules.ID(), Resume: (s.game != nil || s.taken != nil) && !s.watch, Watch: s.watch}
	net := s.net
	s.gather = netui.GoCall(func() (netui.Hosting, error) { return net.Host(ctx, to) })
	s.show(kit.Tr("online.preparing-invite"), "")
}

// friend is the number of the friend being invited, from 1.
func (s *LobbyScene) friend() int {
	if s.game != nil {
		return s.again
	}
	return len(s.conns) + 1
}

// show sets the screen: the heading for the friend being invited, what to
// do, and the code when there is one.
func (s *LobbyScene) show(say, warn string) {
	scr := &s.Scr
	scr.Clear()
	scr.Heading = kit.Tr("lobby.heading", s.friend(), s.friends())
	scr.Say = say + " " + s.progress()
	if s.game != nil {
		scr.Heading, scr.Say = kit.Tr("lobby.heading-again", s.friend()), say
	}
	if s.watch {
		scr.Heading = kit.Tr("watch.heading", s.game.H.Watchers())
	}
	scr.Warn = warn
	cancel := kit.BackAct("common.cancel", s.toMenu)
	scr.Btns = []*kit.Button{cancel}
	if s.hosting != nil && s.conn == nil {
		code := s.hosting.Code()
		scr.SetCode(code, netui.JoinLink(code))
		scr.Acts = []*kit.Button{
			kit.Act("common.copy-code", func() { s.copy(code, kit.Tr("online.copied-code")) }),
			kit.Act("common.copy-link", func() { s.copy(netui.JoinLink(code), kit.Tr("online.copied-link")) }),
		}
		scr.AskFor(kit.Tr("online.reply-box"))
		connect := kit.MainAct("online.connect", s.Connect)
		scr.Btns = []*kit.Button{connect, cancel}
	}
	scr.Layout(s.a.View())
}

// failed says why the friend's device could not be reached, and offers a
// new invite and the connection settings (a TURN server).
func (s *LobbyScene) failed(err error) {
	s.hosting = nil
	s.show("", netui.Sentence(err.Error()))
	retry := kit.MainAct("online.try-again", s.invite)
	settings := kit.Act("online.settings", func() { s.a.Show(netui.NewSettingsScene(s.a, s)) })
	s.Scr.Btns = append([]*kit.Button{retry, settings}, s.Scr.Btns...)
	s.Scr.Layout(s.a.View())
}

// SettingsClosed comes back from the connection settings, whose servers
// the next invite uses.
func (s *LobbyScene) SettingsClosed(bool) {
	s.net = netui.ConnectorOf(s.a)
	s.Scr.Layout(s.a.View())
}

// progress says how many friends have joined.
func (s *LobbyScene) progress() string {
	return kit.Tr("lobby.progress", len(s.conns), s.friends())
}

// seatsOf names the seats of friend f's device.
func (s *LobbyScene) seatsOf(f int) string {
	view, _ := s.a.BoardView(s.rules.ID())
	var names []string
	for _, p := range s.devices[f].List() {
		names = append(names, view.PlayerName(p))
	}
	return strings.Join(names, ", ")
}

// copy puts text on the clipboard, and says how that went.
func (s *LobbyScene) copy(text, what string) {
	kit.CopyText(text, func(ok bool) { s.Scr.Warn, s.Scr.Say = "", netui.CopiedSay(what, ok) })
}

// Connect connects with the reply pasted, once it reads well.
func (s *LobbyScene) Connect() {
	reply := s.Scr.Pasted()
	if err := s.hosting.CheckReply(reply); err != nil {
		s.Scr.Warn = kit.Tr("online.bad-reply", netui.Sentence(err.Error()))
		return
	}
	h := s.hosting
	ctx := context.Background()
	s.conn = netui.GoCall(func() (netui.PeerConn, error) { return h.Connect(ctx, reply) })
	s.show(s.says("lobby.connecting", "watch.connecting"), "")
}

// Tick takes the outcome of the network call in progress.
func (s *LobbyScene) Tick() bool {
	if o, ok := s.gather.Poll(); ok {
		s.gather = nil
		if o.Err != nil {
			s.failed(o.Err)
			return true
		}
		s.hosting = o.Val
		s.show(s.says("lobby.say", "watch.say"), "")
		return true
	}
	if o, ok := s.conn.Poll(); ok {
		s.conn = nil
		if o.Err != nil {
			s.failed(o.Err)
			return true
		}
		s.hosting = nil
		if s.watch {
			s.watcherJoined(o.Val)
			return true
		}
		if s.game != nil {
			s.game.Rejoin(s.again, o.Val)
			s.a.Show(s.game.Play())
			return true
		}
		s.conns = append(s.conns, o.Val)
		if len(s.conns) < s.friends() {
			s.tellJoining()
			s.invite()
		} else {
			s.start()
		}
		return true
	}
	return false
}

// says is what the screen says to a friend's device (friend, which may
// name the friend or its seats) or, inviting a watcher, watcher.
func (s *LobbyScene) says(friend, watcher string) string {
	if s.watch {
		return kit.Tr(watcher)
	}
	if friend == "lobby.say" {
		return kit.Tr(friend, s.seatsOf(s.friend()))
	}
	return kit.Tr(friend, s.friend())
}

// watcherJoined lets the device over c watch the game, and shows the
// game; or says why it cannot watch.
func (s *LobbyScene) watcherJoined(c netui.PeerConn) {
	if err := s.game.AddWatcher(c); err != nil {
		c.Close()
		s.show("", netui.Sentence(err.Error()))
		return
	}
	s.a.Show(s.game.Play())
}

// tellJoining tells every friend's device joined so far how many are
// still to join: the game starts on all of them once the last has.
func (s *LobbyScene) tellJoining() {
	data, err := protocol.Encode(protocol.Message{Kind: protocol.KindJoining, Count: s.friends() - len(s.conns)})
	if err != nil {
		return
	}
	for _, c := range s.conns {
		c.Send(data) // a device that is gone hears it when it is invited again
	}
}

// start starts the game on every device.
func (s *LobbyScene) start() {
	s.cancel = nil
	cfg := protocol.HubConfig{App: s.a.Version(), Game: s.rules.ID(), Options: s.setup.Options, Position: s.setup.Position, Devices: s.devices, Clock: s.clock}
	if s.taken != nil {
		cfg.Position, cfg.Steps, cfg.Left = s.taken.Position, s.taken.Steps, s.left
	}
	hub, err := protocol.NewHub(cfg, rand.Reader)
	if err != nil {
		s.show("", netui.Sentence(err.Error()))
		return
	}
	if g := netgame.StartHub(hostOf(s.a), s.conns, hub, s.here); g.Play() != nil {
		s.a.Show(g.Play())
	}
}

// toMenu gives up every connection and goes back to the title menu, or
// to the game when a friend was being invited again.
func (s *LobbyScene) toMenu() {
	if s.cancel != nil {
		s.cancel()
	}
	if s.hosting != nil {
		s.hosting.Close()
	}
	if s.game != nil {
		s.a.Show(s.game.Play())
		return
	}
	for _, c := range s.conns {
		c.Close()
	}
	s.a.Show(s.a.Menu())
}

func (s *LobbyScene) Name() string           { return "lobby" }
func (s *LobbyScene) Buttons() []*kit.Button { return s.Scr.Buttons() }
func (s *LobbyScene) Tap(x, y float64)       {}
func (s *LobbyScene) Busy() bool             { return false }
func (s *LobbyScene) Layout(v kit.View)      { s.Scr.Layout(v) }
func (s *LobbyScene) Draw(dst *ebiten.Image) { s.Scr.Draw(dst, s.a.Fonts()) }
func (s *LobbyScene) Close()                 { s.Scr.Clear() }

func (s *LobbyScene) Describe(snap *scene.Snapshot) {
	snap.Code = s.Scr.Code
	snap.Status = s.Scr.Heading + ": " + s.Scr.Say
	if s.Scr.Warn != "" {
		snap.Status = s.Scr.Heading + ": " + s.Scr.Warn
	}
}
