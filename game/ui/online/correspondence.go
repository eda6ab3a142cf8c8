package online

import (
	"crypto/rand"
	"errors"
	"pentarchy/game/ui/netui"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
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

// newCorrespondenceHost starts a game of r by move codes, this device
// inviting, and returns the scene to show.
func newCorrespondenceHost(a scene.Host, r game.Ruleset, opts game.Options, first firstMover) (scene.Scene, error) {
	m, err := newHostMatch(a.Version(), r, opts, first, protocol.Correspondence)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, nil)
}

// joinByMoveCode starts the game the host's first move code carries.
func joinByMoveCode(a scene.Host, code string) (scene.Scene, error) {
	m, events, err := protocol.JoinCode(a.Version(), code, rand.Reader)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, events)
}

// resumeMail goes on with a game kept on the device by move codes; a game
// that was played over a connection goes on by move codes from where it
// stands.
func resumeMail(a scene.Host, kept *OnlineSave) (scene.Scene, error) {
	m, err := protocol.Restore(kept.Match, a.Version(), rand.Reader)
	if err != nil {
		return nil, err
	}
	if err := m.ToCodes(); err != nil {
		return nil, err
	}
	return startCodes(a, m, nil)
}

// startCodes shows the game m plays by move codes, after events.
func startCodes(a scene.Host, m *protocol.Match, events []protocol.Event) (scene.Scene, error) {
	g := &OnlineGame{a: a, M: m}
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
	return g.shown(), nil
}

// newByCodes starts a new game of the same kind by move codes, this
// device inviting and moving first.
func (g *OnlineGame) newByCodes() {
	rec := g.M.Record()
	next, err := newCorrespondenceHost(g.a, g.M.Rules(), rec.Options, firstHost)
	if err != nil {
		g.note(netui.Sentence(err.Error()))
		return
	}
	g.a.Show(next)
}

// shown is the scene to show: the codes while the friend is to move, else
// the board.
func (g *OnlineGame) shown() scene.Scene {
	if g.waiting() {
		return newMailScene(g.a, g)
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
func (g *OnlineGame) waiting() bool {
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
	if g.codes() && g.waiting() && g.a.Scene() == scene.Scene(g.play) {
		g.a.Show(newMailScene(g.a, g))
	}
}

// moveCode is the code to send the friend.
func (g *OnlineGame) moveCode() (string, error) { return g.M.MoveCode() }

// applyCode plays the friend's move code, all of it or, when anything in
// it is wrong, none of it; the error says what.
func (g *OnlineGame) applyCode(code string) error {
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

// MailScene shows the move code to send and takes the friend's.
type MailScene struct {
	a   scene.Host
	g   mailer
	Scr netui.CodeScreen
}

// mailer is the game a MailScene trades codes for: a game of two devices
// (OnlineGame), or the hub's with one of its friends (hubMail).
type mailer interface {
	moveCode() (string, error)
	// applyCode plays the friend's code, all of it or none of it.
	applyCode(code string) error
	// waiting tells whether the game waits for this friend.
	waiting() bool
	// shown is the scene to show after a code: the codes or the board.
	shown() scene.Scene
	scene() *play.PlayScene
}

func newMailScene(a scene.Host, g mailer) *MailScene {
	s := &MailScene{a: a, g: g}
	scr := &s.Scr
	scr.Heading = kit.Tr("online.by-codes")
	scr.Say = kit.Tr("mail.say")
	if h, ok := g.(hubMail); ok {
		scr.Heading, scr.Say = kit.Tr("hubmail.heading", h.f), kit.Tr("hubmail.say", h.f, h.g.seatsOf(h.f))
	}
	code, err := g.moveCode()
	if err != nil {
		scr.Warn = netui.Sentence(err.Error())
	}
	if !g.waiting() {
		scr.Say = kit.Tr("mail.your-turn")
	}
	scr.SetCode(code, "")
	scr.Acts = []*kit.Button{{Label: kit.Tr("common.copy-code"), Action: s.copy}}
	scr.AskFor(kit.Tr("mail.ask"))
	scr.Btns = []*kit.Button{
		{Label: kit.Tr("mail.apply"), Primary: true, Keys: []ebiten.Key{ebiten.KeyEnter}, Action: s.Apply},
		{Label: kit.Tr("mail.view-board"), Action: func() { a.Show(g.scene()) }},
		{Label: kit.Tr("bar.menu"), Keys: []ebiten.Key{ebiten.KeyEscape}, Action: func() { a.Show(a.Menu()) }},
	}
	return s
}

// Apply plays the friend's code pasted, and shows the board once it is
// this device's turn.
func (s *MailScene) Apply() {
	if err := s.g.applyCode(s.Scr.Pasted()); err != nil {
		s.Scr.Warn = kit.Tr("mail.bad-code", netui.Sentence(err.Error()))
		return
	}
	s.a.Show(s.g.shown())
}

// copy puts the code on the clipboard, and says how that went.
func (s *MailScene) copy() {
	kit.CopyText(s.Scr.Code, func(ok bool) { s.Scr.Warn, s.Scr.Say = "", copiedSay(kit.Tr("mail.copied"), ok) })
}

func (s *MailScene) Name() string           { return "correspondence" }
func (s *MailScene) Buttons() []*kit.Button { return s.Scr.Buttons() }
func (s *MailScene) Tap(x, y float64)       {}
func (s *MailScene) Layout(v kit.View)      { s.Scr.Layout(v) }
func (s *MailScene) Draw(dst *ebiten.Image) { s.Scr.Draw(dst, s.a.Fonts()) }
func (s *MailScene) Close()                 { s.Scr.Clear() }

func (s *MailScene) Describe(snap *scene.Snapshot) {
	snap.Code = s.Scr.Code
	snap.Status = s.Scr.Say
	if s.Scr.Warn != "" {
		snap.Status = s.Scr.Warn
	}
	snap.Record = scene.RecordJSON(s.g.scene().Rec)
}
