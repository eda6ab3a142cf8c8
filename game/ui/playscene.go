package ui

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
)

// playScene is a game being played hot-seat on this device: the board view
// of the game, and a panel with the status, a hint and the buttons. It
// keeps the game record; every step it plays is one of game.LegalTexts.
type playScene struct {
	a     *App
	v     view
	rules game.Ruleset
	pos   game.Position
	rec   game.Record
	legal []string
	board boardView
	seats []seat // who plays each player's side, player 1 first
	redo  []string
	moves *movesList // the list of moves and the position it shows; nil when closed

	boardR, panelR rect
	menu, newGame  *button
	bar            []*button // Undo, Redo, Moves, Rules and Menu, at the bottom of the panel
	ready          int       // the player who last took the device (views with hidden orders)
	saveKey        string    // where the game is kept on the device; "" until its first step
	hint           hintFit   // the room the layout makes for the hint
	advice         advice    // the Hint button's search and what it found
	hintB          *button   // the Hint button, in the game bar
	link           playLink  // the game's link to another device; nil when played here only
}

// newPlayScene starts a game of r with the options opts, the players
// seated as seats says (nil: everyone by hand on this device). The record
// keeps opts as given: options left out take the ruleset's defaults, which
// may depend on other options (Source of Power's board follows its
// players).
func newPlayScene(a *App, r game.Ruleset, opts game.Options, seats []seat) (*playScene, error) {
	if _, err := game.Resolve(r, opts); err != nil {
		return nil, err
	}
	rec := game.Record{Game: r.ID(), Options: maps.Clone(opts), Steps: []string{}}
	return resumePlayScene(a, r, rec, seats)
}

// resumePlayScene goes on with the game of rec from where its steps end,
// checking every step with the ruleset.
func resumePlayScene(a *App, r game.Ruleset, rec game.Record, seats []seat) (*playScene, error) {
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		return nil, err
	}
	if seats == nil {
		seats = persons(pos.Players())
	}
	if len(seats) != pos.Players() {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), pos.Players())
	}
	s := &playScene{
		a: a, rules: r, pos: pos, rec: rec, seats: seats,
		legal: game.LegalTexts(pos),
		board: boardViews[r.ID()](),
	}
	s.menu = &button{label: tr("bar.menu"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	s.hintB = &button{label: tr("bar.hint"), action: s.askHint}
	s.bar = []*button{
		{label: tr("bar.undo"), action: s.takeBack},
		{label: tr("bar.redo"), action: s.redoTurn},
		{label: tr("bar.moves"), action: s.openMoves},
		{label: tr("rules.open"), keys: []ebiten.Key{ebiten.KeyF1}, action: func() { a.show(newRulesScene(a, r, s)) }},
		s.hintB,
		s.menu,
	}
	s.newGame = &button{label: tr("play.new-game"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: func() {
		if next, err := newPlayScene(a, r, rec.Options, seats); err == nil {
			a.show(next)
		}
	}}
	if len(rec.Steps) == 0 {
		// A new game: its first player holds the device. A game resumed
		// shows the hand-over screen, as nobody knows who holds it.
		s.ready = s.holder()
	}
	return s, nil
}

// play plays a step asked for by hand on this device: only on the turn of
// a seat played by hand.
func (s *playScene) play(step string) {
	if s.byHand() && (s.link == nil || !s.link.takes(step)) {
		s.apply(step)
	}
}

// byHand tells whether the player to move is played by hand on this
// device, so that taps, keys and panel actions may play steps.
func (s *playScene) byHand() bool {
	m := s.pos.Mover()
	return m != 0 && s.seats[m-1].person()
}

// apply plays step if it is one of the legal steps now, whoever asks for
// it, and does nothing otherwise ("" included). Every step played is saved.
func (s *playScene) apply(step string) bool {
	mover := s.pos.Mover()
	if !slices.Contains(s.legal, step) || game.Play(s.pos, step) != nil {
		return false
	}
	s.rec.Steps = append(s.rec.Steps, step)
	s.legal = game.LegalTexts(s.pos)
	s.board.deselect()
	s.a.saveGame(s)
	s.noteOver()
	if len(s.redo) > 0 && s.redo[0] == step {
		s.redo = s.redo[1:]
	} else {
		s.redo = nil
	}
	if s.link != nil {
		s.link.played(step, mover)
	}
	return true
}

// tick asks the seat to move for its step, when it is not played by hand,
// and goes on with a hint; it tells whether the screen changed.
func (s *playScene) tick() bool {
	found := s.thinkHint()
	linked := s.link != nil && s.link.tick()
	m := s.pos.Mover()
	if m == 0 || s.seats[m-1].person() {
		return found || linked
	}
	return s.apply(s.seats[m-1].next(s.pos, s.rec)) || found || linked
}

// busy tells whether a seat, the hint or the link is working between
// frames.
func (s *playScene) busy() bool {
	return slices.ContainsFunc(s.seats, seat.busy) || s.advice.active || s.link != nil && s.link.busy()
}

// over tells whether the game is over: by its rules, or by agreement with
// the other device.
func (s *playScene) over() bool {
	if s.link != nil {
		if st, ok := s.link.status(); ok && st.over {
			return true
		}
	}
	return s.pos.Result().Over
}

func (s *playScene) name() string { return "play" }

// buttons are every control on screen: the ones the scene draws and,
// while the game goes on, those of the board view's panel part.
func (s *playScene) buttons() []*button {
	bs := append(s.drawnButtons(), s.hintButtons()...)
	if pp, ok := s.board.(panelPart); ok && !s.over() && s.moves == nil {
		for _, c := range pp.controls(s.pos, s.legal) {
			bs = append(bs, &button{label: c.label, r: c.r, action: func() { s.play(c.do()) }})
		}
	}
	return bs
}

// panelButtons are the buttons at the bottom of the panel: the game bar
// (Undo, Redo, Moves, Menu) and above it, while the game goes on, the
// board view's actions, or New game once it is over. The moves list and
// the hand-over screen have their own.
func (s *playScene) panelButtons() []*button {
	s.refreshBar()
	switch {
	case s.moves != nil:
		return s.moves.buttons
	case s.over():
		return append([]*button{s.newGame}, s.bar...)
	}
	if bs := s.handOverButtons(); bs != nil {
		return append(bs, s.menu)
	}
	bs := s.actionButtons(s.board.actions(s.pos, s.legal))
	if s.link != nil {
		if ps := s.link.prompts(); len(ps) > 0 {
			bs = append(s.promptButtons(ps, bs), bs...)
		}
	}
	return append(bs, s.bar...)
}

// actionButtons turns a board view's actions into panel buttons, placed.
func (s *playScene) actionButtons(acts []action) []*button {
	var bs []*button
	for i, act := range acts {
		b := &button{label: act.label, disabled: act.disabled, action: func() { s.run(act) }}
		if i == 0 {
			b.primary, b.keys = true, []ebiten.Key{ebiten.KeyEnter}
		}
		bs = append(bs, b)
	}
	s.placeButtons(bs)
	return bs
}

// run does what a panel action asks: take back its steps, or play its step.
func (s *playScene) run(act action) {
	if !s.byHand() {
		return
	}
	if act.undo > 0 {
		s.undo(act.undo)
		return
	}
	s.play(act.do())
}

// undo takes back the last n steps by replaying the record without them
// through the ruleset. They can be played again with Redo.
func (s *playScene) undo(n int) {
	rec := s.rec
	keep := max(0, len(s.rec.Steps)-n)
	rec.Steps = slices.Clone(s.rec.Steps[:keep])
	s.redo = append(slices.Clone(s.rec.Steps[keep:]), s.redo...)
	pos, err := game.Replay(s.rules, rec, nil)
	if err != nil {
		return
	}
	s.rec, s.pos, s.legal = rec, pos, game.LegalTexts(pos)
	s.board.deselect()
	s.a.saveGame(s)
}

// hover passes the mouse pointer to the board view, if it shows anything
// for it.
func (s *playScene) hover(x, y float64) bool {
	h, ok := s.board.(hoverer)
	return ok && h.hover(x, y)
}

func (s *playScene) tap(x, y float64) {
	if s.moves != nil {
		s.tapMoves(x, y)
		return
	}
	if s.curtained() || !s.byHand() {
		return
	}
	if step := s.board.tap(x, y, s.legal); step != "" {
		s.play(step)
	}
}

// lastAction is the last of steps that was not "end", or "".
func lastAction(steps []string) string {
	for _, step := range slices.Backward(steps) {
		if step != "end" {
			return step
		}
	}
	return ""
}

func (s *playScene) describe(snap *snapshot) {
	snap.cell = s.board.cells()
	rec, err := json.Marshal(s.rec)
	if err == nil {
		snap.record = string(rec)
	}
	snap.status = s.status().text
	if s.moves != nil {
		snap.status = s.movesStatus().text
	}
}

// animating tells whether the board view is playing an animation.
func (s *playScene) animating() bool {
	an, ok := s.board.(animator)
	return ok && an.animating()
}
