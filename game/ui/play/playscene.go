package play

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/analysis"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// PlayScene is a game being played hot-seat on this device: the board view
// of the game, and a panel with the status, a hint and the buttons. It
// keeps the game record; every step it plays is one of game.LegalTexts.
type PlayScene struct {
	a     scene.Host
	v     kit.View
	Rules game.Ruleset
	Pos   game.Position
	Rec   game.Record
	Legal []string
	Board board.View
	Seats []Seat // who plays each player's side, player 1 first
	Redo  []string
	Moves *movesList // the list of moves and the position it shows; nil when closed
	// analysed is each player's chance at every step, by the computer, for
	// the moves list's chart, kept with the saved game; nil until made.
	analysed *analysis.Result

	BoardR, PanelR kit.Rect
	Menu, NewGame  *kit.Button
	Review         *kit.Button   // once the game is over: the moves list's chart
	shareB         *kit.Button   // once the game is over: the share screen (a link, a picture)
	levelB         *kit.Button   // once a game against the computer is over: its level for the next
	nextLevel      LevelChoice   // the level levelB chose
	Bar            []*kit.Button // Undo, Redo, Moves, Rules and Menu, at the bottom of the panel
	Ready          int           // the player who last took the device (views with hidden orders)
	SaveKey        string        // where the game is kept on the device; "" until its first step
	hint           hintFit       // the room the layout makes for the hint
	advice         advice        // the Hint button's search and what it found
	hintB          *kit.Button   // the Hint button, in the game bar
	Link           playLink      // the game's link to another device; the local one when played here only
	movers         []int         // who played each step of Rec, kept with it (see Movers)
	timing         timing        // the game's clock, when it is timed (clock.go)
}

// NewPlayScene starts a game of r with the options opts, the players
// seated as seats says (nil: everyone by hand on this device). The record
// keeps opts as given: options left out take the ruleset's defaults, which
// may depend on other options (Source of Power's board follows its
// players).
func NewPlayScene(a scene.Host, r game.Ruleset, opts game.Options, seats []Seat) (*PlayScene, error) {
	if _, err := game.Resolve(r, opts); err != nil {
		return nil, err
	}
	rec := game.Record{Game: r.ID(), Options: maps.Clone(opts), Steps: []string{}}
	return ResumePlayScene(a, r, rec, seats)
}

// ResumePlayScene goes on with the game of rec from where its steps end,
// checking every step with the ruleset.
func ResumePlayScene(a scene.Host, r game.Ruleset, rec game.Record, seats []Seat) (*PlayScene, error) {
	var movers []int
	pos, err := game.Replay(r, rec, moversInto(&movers, len(rec.Steps)))
	if err != nil {
		return nil, err
	}
	if seats == nil {
		seats = persons(pos.Players())
	}
	if len(seats) != pos.Players() {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), pos.Players())
	}
	view, ok := a.BoardView(r.ID())
	if !ok {
		return nil, fmt.Errorf("no board view for the game %q", r.ID())
	}
	s := &PlayScene{
		a: a, Rules: r, Pos: pos, Rec: rec, Seats: seats,
		Legal: game.LegalTexts(pos),
		Board: view, Link: local{}, movers: movers,
	}
	s.Menu = kit.BackAct("bar.menu", func() { a.Show(a.Menu()) })
	s.hintB = kit.Act("bar.hint", s.askHint)
	s.Bar = []*kit.Button{
		kit.Act("bar.undo", s.takeBack),
		kit.Act("bar.redo", s.redoTurn),
		kit.Act("bar.moves", s.OpenMoves),
		{Label: kit.Tr("rules.open"), Keys: []ebiten.Key{ebiten.KeyF1}, Action: func() { a.Show(a.Rules(r, s)) }},
		s.hintB,
		s.Menu,
	}
	s.NewGame = kit.MainAct("play.new-game", func() {
		// The same map again: a game from a position starts there anew.
		again := game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position, Steps: []string{}}
		if next, err := ResumePlayScene(a, r, again, s.nextSeats()); err == nil {
			a.Show(next)
		}
	})
	s.offerLevels()
	s.Review = kit.Act("play.analysis", func() {
		s.OpenMoves()
		s.toggleChart()
	})
	s.shareB = kit.Act("moves.share", func() { a.Show(a.Share(s, s.Rec)) })
	if len(rec.Steps) == 0 {
		// A new game: its first player holds the device. A game resumed
		// shows the hand-over screen, as nobody knows who holds it.
		s.Ready = s.Holder()
	}
	return s, nil
}

// Play plays a step asked for by hand on this device: only on the turn of
// a seat played by hand.
func (s *PlayScene) Play(step string) {
	if s.ByHand() && !s.Link.Takes(step) {
		s.Apply(step)
	}
}

// ByHand tells whether the player to move is played by hand on this
// device, so that taps, keys and panel actions may play steps.
func (s *PlayScene) ByHand() bool {
	m := s.Pos.Mover()
	return m != 0 && s.Seats[m-1].Person()
}

// Apply plays step if it is one of the legal steps now, whoever asks for
// it, and does nothing otherwise ("" included), nor once the clock has
// ended the game or when the time of the player to move ran out before
// it. Every step played is saved.
func (s *PlayScene) Apply(step string) bool {
	if s.timing.result.Over || s.flagFell() {
		return false
	}
	return s.apply(step)
}

// apply plays step as Apply does, whatever the clock says.
func (s *PlayScene) apply(step string) bool {
	mover := s.Pos.Mover()
	if !slices.Contains(s.Legal, step) || game.Play(s.Pos, step) != nil {
		return false
	}
	s.movers = append(s.Movers(), mover)
	s.Rec.Steps = append(s.Rec.Steps, step)
	s.Legal = game.LegalTexts(s.Pos)
	s.Board.Deselect()
	s.passed(mover)
	SaveGame(s.a, s)
	s.noteOver()
	s.adapt()
	if len(s.Redo) > 0 && s.Redo[0] == step {
		s.Redo = s.Redo[1:]
	} else {
		s.Redo = nil
	}
	s.Link.Played(step, mover)
	return true
}

// Tick asks the seat to move for its step, when it is not played by hand,
// and goes on with a hint; it tells whether the screen changed. A seat the
// computer plays here waits while the link lets no seat here play, and
// the link may take its step instead, as it takes one played by hand
// (Source of Power's last orders of a turn).
func (s *PlayScene) Tick() bool {
	found := s.thinkHint()
	linked := s.Link.Tick()
	found = s.tickClock() || found
	if s.analysing() {
		found = s.tickChart() || found
	}
	m := s.Pos.Mover()
	if m == 0 || s.Seats[m-1].Person() {
		return found || linked
	}
	here := !isRemote(s.Seats[m-1]) // the computer, on this device
	if here && s.Link.Paused() {
		return found || linked
	}
	step := s.Seats[m-1].Next(s.Pos, s.Rec)
	if here && step != "" && s.Link.Takes(step) {
		return true
	}
	return s.Apply(step) || found || linked
}

// Busy tells whether a seat, the hint or the link is working between
// frames.
func (s *PlayScene) Busy() bool {
	return slices.ContainsFunc(s.Seats, Seat.Busy) || s.advice.Active || s.Link.Busy() || s.analysing()
}

// Over tells whether the game is over: by its rules, or by agreement with
// the other device.
func (s *PlayScene) Over() bool {
	if st, ok := s.Link.Status(); ok && st.Over {
		return true
	}
	return s.Pos.Result().Over || s.timing.result.Over
}

func (s *PlayScene) Name() string { return "play" }

// Buttons are every control on screen: the ones the scene draws and,
// while the game goes on, those of the board view's panel part.
func (s *PlayScene) Buttons() []*kit.Button {
	bs := append(s.DrawnButtons(), s.hintButtons()...)
	if pp, ok := s.Board.(PanelPart); ok && !s.Over() && s.Moves == nil {
		for _, c := range pp.Controls(s.Pos, s.Legal) {
			bs = append(bs, &kit.Button{Label: c.Label, R: c.R, Action: func() { s.Play(c.Do()) }})
		}
	}
	return bs
}

// panelButtons are the buttons at the bottom of the panel: the game bar
// (Undo, Redo, Moves, Menu) and above it, while the game goes on, the
// board view's actions, or New game once it is over. The moves list and
// the hand-over screen have their own.
func (s *PlayScene) panelButtons() []*kit.Button {
	s.RefreshBar()
	switch {
	case s.Moves != nil:
		return s.Moves.buttons
	case s.Over():
		return append(s.endButtons(), s.Bar...)
	}
	if bs := s.handOverButtons(); bs != nil {
		return append(bs, s.Menu)
	}
	bs := s.awayTurn()
	if bs == nil {
		bs = s.actionButtons(s.Board.Actions(s.Pos, s.Legal))
	}
	if ps := s.Link.Prompts(); len(ps) > 0 {
		bs = append(s.promptButtons(ps, bs), bs...)
	}
	return append(bs, s.Bar...)
}

// actionButtons turns a board view's actions into panel buttons, placed.
func (s *PlayScene) actionButtons(acts []board.Action) []*kit.Button {
	var bs []*kit.Button
	for i, act := range acts {
		b := &kit.Button{Label: act.Label, Disabled: act.Disabled, Keys: act.Keys, Action: func() { s.run(act) }}
		if i == 0 {
			b.Primary, b.Keys = true, append([]ebiten.Key{ebiten.KeyEnter}, act.Keys...)
		}
		bs = append(bs, b)
	}
	s.placeButtons(bs)
	return bs
}

// run does what a panel action asks: take back its steps, or play its step.
func (s *PlayScene) run(act board.Action) {
	if !s.ByHand() {
		return
	}
	if act.Undo > 0 {
		s.Undo(act.Undo)
		for _, step := range act.Replay {
			s.Apply(step)
		}
		return
	}
	s.Play(act.Do())
}

// Undo takes back the last n steps by replaying the record without them
// through the ruleset. They can be played again with Redo.
func (s *PlayScene) Undo(n int) {
	rec := s.Rec
	keep := max(0, len(s.Rec.Steps)-n)
	rec.Steps = slices.Clone(s.Rec.Steps[:keep])
	s.Redo = append(slices.Clone(s.Rec.Steps[keep:]), s.Redo...)
	pos, err := game.Replay(s.Rules, rec, nil)
	if err != nil {
		return
	}
	s.Rec, s.Pos, s.Legal = rec, pos, game.LegalTexts(pos)
	s.movers = s.movers[:min(keep, len(s.movers))]
	s.Board.Deselect()
	SaveGame(s.a, s)
}

// Hover passes the mouse pointer to the board view, if it shows anything
// for it.
func (s *PlayScene) Hover(x, y float64) bool {
	h, ok := s.Board.(scene.Hoverer)
	return ok && h.Hover(x, y)
}

func (s *PlayScene) Tap(x, y float64) {
	if s.Moves != nil {
		s.tapMoves(x, y)
		return
	}
	if s.Curtained() || !s.ByHand() {
		return
	}
	if step := s.Board.Tap(x, y, s.Legal); step != "" {
		s.Play(step)
	}
}

// LastAction is the last of steps that was not "end", or "".
func LastAction(steps []string) string {
	for _, step := range slices.Backward(steps) {
		if step != "end" {
			return step
		}
	}
	return ""
}

func (s *PlayScene) Describe(snap *scene.Snapshot) {
	snap.Cell = s.Board.Cells()
	snap.Record = scene.RecordJSON(s.Rec)
	snap.Status = s.Status().Text
	if s.Moves != nil {
		snap.Status = s.movesStatus().Text
	}
}

// Animating tells whether the board view is playing an animation.
func (s *PlayScene) Animating() bool {
	an, ok := s.Board.(scene.Animator)
	return ok && an.Animating()
}

// Gesture passes the pointer's gesture to the board view, if it follows
// gestures, and tells whether it changed.
func (s *PlayScene) Gesture(g input.Gesture) bool {
	if gv, ok := s.Board.(board.GestureView); ok {
		return gv.Gesture(g)
	}
	return false
}
