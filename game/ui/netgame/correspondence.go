package netgame

import (
	"crypto/rand"
	"errors"

	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// Playing by move codes, the fallback that always works: an onlineGame
// with no connection, whose match runs in correspondence mode. After each
// turn this device shows a short move code (its new steps, or sealed
// orders, and the position hash after them; the host's first codes also
// carry the game) to send through any messenger; the friend's code, pasted,
// plays their turn once the match has checked all of it. The host plays
// first: there is no coin to flip by mail.

// NewCorrespondenceHost starts a game of r by move codes, this device the
// hub of the game with one friend, and returns the scene to show. The game
// keeps the time control c when it is days per turn (clock.Control.ByMail),
// and has none otherwise.
func NewCorrespondenceHost(a Host, r game.Ruleset, start game.Record, first FirstMover, c clock.Control) (scene.Scene, error) {
	host, friend, err := hostSeats(r, start, first)
	if err != nil {
		return nil, err
	}
	if !c.ByMail() {
		c = clock.Control{}
	}
	h, err := protocol.NewHub(protocol.HubConfig{
		App: a.Version(), Game: r.ID(), Options: start.Options, Position: start.Position,
		Devices: []game.PlayerSet{host, friend}, Codes: true, Clock: c, Now: a.Now(),
	}, rand.Reader)
	if err != nil {
		return nil, err
	}
	ForgetOnline(a) // one online game kept at a time
	g := newHubGame(a, h, make([]netui.PeerConn, 1))
	for range h.Position().Players() {
		g.here = append(g.here, play.PersonSeat{})
	}
	g.start()
	g.save()
	return hubMail{g, 1}.Shown(), nil
}

// JoinByMoveCode starts the game the host's first move code carries.
func JoinByMoveCode(a Host, code string) (scene.Scene, error) {
	m, events, err := protocol.JoinCode(a.Version(), code, rand.Reader)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, events)
}

// ResumeMail goes on with a game kept on the device by move codes; a game
// that was played over a connection goes on by move codes from where it
// stands.
func ResumeMail(a Host, kept *OnlineSave) (scene.Scene, error) {
	m, err := protocol.Restore(kept.Match, a.Version(), rand.Reader)
	if err != nil {
		return nil, err
	}
	if !kept.Codes {
		if err := m.ToCodes(); err != nil {
			return nil, err
		}
		m.TurnFrom(a.Now())
	}
	return startCodes(a, m, nil)
}

// startCodes shows the game m plays by move codes, after events.
func startCodes(a Host, m *protocol.Match, events []protocol.Event) (scene.Scene, error) {
	g := &OnlineGame{link: link{a: a, judge: m}, M: m}
	for _, e := range events {
		g.event(e)
	}
	g.sync()
	if g.startErr != nil {
		return nil, g.startErr
	}
	if g.play == nil {
		return nil, errors.New(kit.Tr("mail.not-a-start"))
	}
	g.catchUp()
	g.save()
	return g.Shown(), nil
}

// newByCodes starts a new game of the same kind as rec by move codes, under
// the same clock k (nil for none), this device inviting and moving first,
// or says why it cannot.
func newByCodes(a Host, r game.Ruleset, rec game.Record, k *clock.Clock, note func(string)) {
	var c clock.Control
	if k != nil {
		c = k.Control
	}
	next, err := NewCorrespondenceHost(a, r, SetupOf(rec), FirstHost, c)
	if err != nil {
		note(netui.Sentence(err.Error()))
		return
	}
	a.Show(next)
}

// Shown is the scene to show: the codes while the friend is to move, else
// the board.
func (g *OnlineGame) Shown() scene.Scene {
	if g.Waiting() {
		return netui.NewMailScene(g.a, g)
	}
	return g.play
}

// catchUp plays at once the friend's steps a code brought.
func (g *OnlineGame) catchUp() {
	for len(g.incoming.steps) > 0 && g.play.Tick() {
	}
}

// waiting tells whether the game waits for the friend: their turn, or
// their orders.
func (g *OnlineGame) Waiting() bool {
	if g.play == nil || g.play.Over() {
		return false
	}
	if g.orders.on {
		return g.orders.seat == 0
	}
	return g.friendMoves() && len(g.incoming.steps) == 0
}

// turnPassed shows the move code to send once the turn passes to the
// friend, when the game is played by move codes.
func (g *OnlineGame) turnPassed() {
	if g.codes() && g.Waiting() && g.a.Scene() == scene.Scene(g.play) {
		g.a.Show(netui.NewMailScene(g.a, g))
	}
}

// MoveCode is the code to send the friend.
func (g *OnlineGame) MoveCode() (string, error) { return g.M.MoveCode() }

// Record is the game the board shows.
func (g *OnlineGame) Record() game.Record { return g.play.Rec }

// Heading is the code screen's heading, and what it says to do.
func (g *OnlineGame) Heading() (heading, say string) {
	return kit.Tr("online.by-codes"), kit.Tr("mail.say")
}

// applyCode plays the friend's move code, all of it or, when anything in
// it is wrong, none of it; the error says what.
func (g *OnlineGame) ApplyCode(code string) error {
	events, err := g.M.ApplyCode(code)
	if err != nil {
		return err
	}
	for _, e := range events {
		g.event(e)
	}
	g.sync()
	g.catchUp()
	g.save()
	return nil
}
