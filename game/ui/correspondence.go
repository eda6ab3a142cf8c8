package ui

import (
	"crypto/rand"
	"encoding/json"
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
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
func newCorrespondenceHost(a *App, r game.Ruleset, opts game.Options, first firstMover) (scene, error) {
	m, err := newHostMatch(r, opts, first, protocol.Correspondence)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, nil)
}

// joinByMoveCode starts the game the host's first move code carries.
func joinByMoveCode(a *App, code string) (scene, error) {
	m, events, err := protocol.JoinCode(Version, code, rand.Reader)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, events)
}

// resumeMail goes on with a game kept on the device by move codes.
func resumeMail(a *App, kept *onlineSave) (scene, error) {
	m, err := protocol.Restore(kept.Match, Version, rand.Reader)
	if err != nil {
		return nil, err
	}
	return startCodes(a, m, nil)
}

// startCodes shows the game m plays by move codes, after events.
func startCodes(a *App, m *protocol.Match, events []protocol.Event) (scene, error) {
	g := &onlineGame{a: a, m: m}
	for _, e := range events {
		g.event(e)
	}
	g.sync()
	if g.startErr != nil {
		return nil, g.startErr
	}
	if g.play == nil {
		return nil, errors.New(tr("mail.not-a-start"))
	}
	g.catchUp()
	g.save()
	return g.shown(), nil
}

// newByCodes starts a new game of the same kind by move codes, this
// device inviting and moving first.
func (g *onlineGame) newByCodes() {
	rec := g.m.Record()
	next, err := newCorrespondenceHost(g.a, g.m.Rules(), rec.Options, firstHost)
	if err != nil {
		g.note(sentence(err.Error()))
		return
	}
	g.a.show(next)
}

// shown is the scene to show: the codes while the friend is to move, else
// the board.
func (g *onlineGame) shown() scene {
	if g.waiting() {
		return newMailScene(g.a, g)
	}
	return g.play
}

// catchUp plays at once the friend's steps a code brought.
func (g *onlineGame) catchUp() {
	for len(g.incoming.steps) > 0 && g.play.tick() {
	}
}

// waiting tells whether the game waits for the friend: their turn, or
// their orders.
func (g *onlineGame) waiting() bool {
	if g.play == nil || g.play.over() {
		return false
	}
	if g.orders.on {
		return g.orders.seat == 0
	}
	return g.friendMoves() && len(g.incoming.steps) == 0
}

// turnPassed shows the move code to send once the turn passes to the
// friend, when the game is played by move codes.
func (g *onlineGame) turnPassed() {
	if g.codes() && g.waiting() && g.a.scene == scene(g.play) {
		g.a.show(newMailScene(g.a, g))
	}
}

// applyCode plays the friend's move code, all of it or, when anything in
// it is wrong, none of it; the error says what.
func (g *onlineGame) applyCode(code string) error {
	events, err := g.m.ApplyCode(code)
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

// mailScene shows the move code to send and takes the friend's.
type mailScene struct {
	a   *App
	g   *onlineGame
	scr codeScreen
}

func newMailScene(a *App, g *onlineGame) *mailScene {
	s := &mailScene{a: a, g: g}
	scr := &s.scr
	scr.heading = tr("online.by-codes")
	scr.say = tr("mail.say")
	code, err := g.m.MoveCode()
	if err != nil {
		scr.warn = sentence(err.Error())
	}
	if !g.waiting() {
		scr.say = tr("mail.your-turn")
	}
	scr.setCode(code, "")
	scr.acts = []*button{{label: tr("common.copy-code"), action: s.copy}}
	scr.askFor(tr("mail.ask"))
	scr.btns = []*button{
		{label: tr("mail.apply"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.apply},
		{label: tr("mail.view-board"), action: func() { a.show(g.play) }},
		{label: tr("bar.menu"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }},
	}
	return s
}

// apply plays the friend's code pasted, and shows the board once it is
// this device's turn.
func (s *mailScene) apply() {
	if err := s.g.applyCode(s.scr.pasted()); err != nil {
		s.scr.warn = tr("mail.bad-code", sentence(err.Error()))
		return
	}
	s.a.show(s.g.shown())
}

// copy puts the code on the clipboard, and says how that went.
func (s *mailScene) copy() {
	copyText(s.scr.code, func(ok bool) { s.scr.warn, s.scr.say = "", copiedSay(tr("mail.copied"), ok) })
}

func (s *mailScene) name() string           { return "correspondence" }
func (s *mailScene) buttons() []*button     { return s.scr.buttons() }
func (s *mailScene) tap(x, y float64)       {}
func (s *mailScene) layout(v view)          { s.scr.layout(v) }
func (s *mailScene) draw(dst *ebiten.Image) { s.scr.draw(dst, s.a.fonts) }
func (s *mailScene) close()                 { s.scr.clear() }

func (s *mailScene) describe(snap *snapshot) {
	snap.code = s.scr.code
	snap.status = s.scr.say
	if s.scr.warn != "" {
		snap.status = s.scr.warn
	}
	if b, err := json.Marshal(s.g.play.rec); err == nil {
		snap.record = string(b)
	}
}
