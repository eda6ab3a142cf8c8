package ui

import (
	"encoding/json"
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

	boardR, panelR rect
	menu, newGame  *button
	ready          int // the player who last took the device (views with hidden orders)
}

// newPlayScene starts a game of r with the options opts. The record keeps
// opts as given: options left out take the ruleset's defaults, which may
// depend on other options (Source of Power's board follows its players).
func newPlayScene(a *App, r game.Ruleset, opts game.Options) (*playScene, error) {
	if _, err := game.Resolve(r, opts); err != nil {
		return nil, err
	}
	given := maps.Clone(opts)
	pos, err := r.Start(given)
	if err != nil {
		return nil, err
	}
	s := &playScene{
		a: a, rules: r, pos: pos,
		rec:   game.Record{Game: r.ID(), Options: given, Steps: []string{}},
		legal: game.LegalTexts(pos),
		board: boardViews[r.ID()](),
	}
	s.menu = &button{label: "Menu", keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	s.newGame = &button{label: "New game", primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: func() {
		if next, err := newPlayScene(a, r, given); err == nil {
			a.show(next)
		}
	}}
	s.ready = s.holder()
	return s, nil
}

// play plays step if it is one of the legal steps now, and does nothing
// otherwise ("" included).
func (s *playScene) play(step string) {
	if !slices.Contains(s.legal, step) || game.Play(s.pos, step) != nil {
		return
	}
	s.rec.Steps = append(s.rec.Steps, step)
	s.legal = game.LegalTexts(s.pos)
	s.board.deselect()
}

func (s *playScene) name() string { return "play" }

// buttons are every control on screen: the ones the scene draws and,
// while the game goes on, those of the board view's panel part.
func (s *playScene) buttons() []*button {
	bs := s.drawnButtons()
	if pp, ok := s.board.(panelPart); ok && !s.pos.Result().Over {
		for _, c := range pp.controls(s.pos, s.legal) {
			bs = append(bs, &button{label: c.label, r: c.r, action: func() { s.play(c.do()) }})
		}
	}
	return bs
}

// panelButtons are the buttons at the bottom of the panel: while the game
// goes on, the board view's actions and Menu; once it is over, New game and
// Menu.
func (s *playScene) panelButtons() []*button {
	if s.pos.Result().Over {
		return []*button{s.newGame, s.menu}
	}
	if bs := s.handOverButtons(); bs != nil {
		return append(bs, s.menu)
	}
	return append(s.actionButtons(s.board.actions(s.pos, s.legal)), s.menu)
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
	if act.undo > 0 {
		s.undo(act.undo)
		return
	}
	s.play(act.do())
}

// undo takes back the last n steps by replaying the record without them
// through the ruleset.
func (s *playScene) undo(n int) {
	rec := s.rec
	rec.Steps = slices.Clone(s.rec.Steps[:max(0, len(s.rec.Steps)-n)])
	pos, err := game.Replay(s.rules, rec, nil)
	if err != nil {
		return
	}
	s.rec, s.pos, s.legal = rec, pos, game.LegalTexts(pos)
	s.board.deselect()
}

// hover passes the mouse pointer to the board view, if it shows anything
// for it.
func (s *playScene) hover(x, y float64) bool {
	h, ok := s.board.(hoverer)
	return ok && h.hover(x, y)
}

func (s *playScene) tap(x, y float64) {
	if s.curtained() {
		return
	}
	if step := s.board.tap(x, y, s.legal); step != "" {
		s.play(step)
	}
}

// lastAction is the last step played that was not "end".
func (s *playScene) lastAction() string {
	for _, step := range slices.Backward(s.rec.Steps) {
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
}

// animating tells whether the board view is playing an animation.
func (s *playScene) animating() bool {
	an, ok := s.board.(animator)
	return ok && an.animating()
}
