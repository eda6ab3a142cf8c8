package ui

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// Everything can be done with the keyboard:
//
//   - Arrows move the cursor on a board (corner brackets round a cell),
//     or, on a screen without a board, the focus from button to button.
//   - Enter or Space acts on the cursor's cell, as a tap there would, or
//     presses the button with the focus (a ring round it). With neither
//     shown, or once the game is over, Enter presses the screen's main
//     button (End turn, Start, New game) and Space shows the cursor or the
//     focus.
//   - Tab and Shift+Tab move the focus through the buttons, in reading
//     order, and on a game's screen through the board too.
//   - Escape hides the cursor and the focus and drops the board's
//     selection; with neither shown, it presses Menu or Back.
//   - Backspace or Ctrl+Z presses Undo, Ctrl+Y or Ctrl+Shift+Z Redo, when
//     the screen has such a button.
//
// Other keys bound to buttons keep working (the zoom keys − = 0), and a
// button bound to an arrow, Home or End takes it before the cursor does
// (the moves list steps back and forth with ◄ and ►). A click or a tap
// hides the cursor and the focus; the next arrow shows the cursor where it
// was.

// keyboard is where the keyboard is on the current scene: on a button
// (the focus) or on a cell of the board (the cursor), or not shown. It
// starts afresh with every scene.
type keyboard struct {
	scene  scene.Scene
	focus  string      // the label of the button with the focus; "" for none
	nth    int         // which of the buttons with that label, in focus order
	cursor string      // the cell under the cursor; "" before the first arrow
	shown  bool        // the cursor is shown, and Enter acts on its cell
	goal   input.Point // where the cursor aims across its moves (nextPoint)
	rep    input.Repeater
}

// readKeys reads this tick's keys from Ebiten, an arrow held down
// repeating.
func (k *keyboard) readKeys() input.KeyInput {
	pressed := inpututil.AppendJustPressedKeys(nil)
	return input.KeyInput{
		Pressed: k.rep.Update(pressed, ebiten.IsKeyPressed, time.Now()),
		Shift:   ebiten.IsKeyPressed(ebiten.KeyShift),
		Ctrl:    ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
	}
}

// follow forgets the focus and the cursor when the scene changed.
func (k *keyboard) follow(sc scene.Scene) {
	if k.scene != sc {
		*k = keyboard{scene: sc, rep: k.rep}
	}
}

// hide hides the focus and the cursor; the cursor keeps its cell.
func (k *keyboard) hide() { k.focus, k.shown = "", false }

// active tells whether the player is using the keyboard now.
func (k *keyboard) active() bool { return k.focus != "" || k.shown }

// keys handles this tick's keys and tells whether any was pressed.
func (a *App) keys(in input.KeyInput) bool {
	for _, key := range in.Pressed {
		if key == ebiten.KeyNumpadEnter {
			key = ebiten.KeyEnter // one key to a player, and to the buttons bound to Enter
		}
		a.kb.follow(a.scene)
		a.sfx.Wake()
		if o, ok := a.scene.(keyOwner); ok && o.OwnsKey(key) {
			continue
		}
		switch key {
		case ebiten.KeyF2:
			a.toggleSpeech()
			continue
		case ebiten.KeyTab:
			a.offerSpeech()
		}
		switch {
		case !contextual(key) && a.pressBound(key):
		case a.navigate(key, in):
			a.kb.follow(a.scene)
			a.revealFocus()
		case a.scroll.key(key, a.v):
		default:
			a.pressBound(key)
		}
	}
	return len(in.Pressed) > 0
}

// keyOwner is a scene that reads some keys itself; the keyboard leaves
// those to it.
type keyOwner interface {
	OwnsKey(key ebiten.Key) bool
}

// revealFocus scrolls the page to the button with the focus.
func (a *App) revealFocus() {
	order := focusOrder(a.Buttons())
	if i := a.kb.focused(order); i >= 0 {
		a.scroll.Reveal(order[i].R, a.v)
	}
}

// navigate handles a key that moves the cursor or the focus, or acts on
// them, and tells whether it did.
func (a *App) navigate(key ebiten.Key, in input.KeyInput) bool {
	switch key {
	case ebiten.KeyTab:
		a.tab(in.Shift)
	case ebiten.KeyArrowLeft:
		a.arrow(input.DirLeft)
	case ebiten.KeyArrowRight:
		a.arrow(input.DirRight)
	case ebiten.KeyArrowUp:
		a.arrow(input.DirUp)
	case ebiten.KeyArrowDown:
		a.arrow(input.DirDown)
	case ebiten.KeyEnter, ebiten.KeySpace:
		return a.enter(key == ebiten.KeySpace)
	case ebiten.KeyEscape:
		return a.escape()
	case ebiten.KeyBackspace:
		return a.pressLabelled(kit.Tr("bar.undo"))
	case ebiten.KeyZ:
		if in.Shift {
			return in.Ctrl && a.pressLabelled(kit.Tr("bar.redo"))
		}
		return in.Ctrl && a.pressLabelled(kit.Tr("bar.undo"))
	case ebiten.KeyY:
		return in.Ctrl && a.pressLabelled(kit.Tr("bar.redo"))
	default:
		return false
	}
	return true
}

// contextual tells whether what a key does depends on the focus and the
// cursor: Enter, Space, Escape and Tab. Any other key bound to a button on
// screen (the moves list's arrows) presses it before it moves anything.
func contextual(key ebiten.Key) bool {
	switch key {
	case ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyEscape, ebiten.KeyTab:
		return true
	}
	return false
}

// pressBound presses the enabled button bound to key and tells whether
// there was one.
func (a *App) pressBound(key ebiten.Key) bool {
	for _, b := range a.Buttons() {
		if !b.Disabled && slices.Contains(b.Keys, key) {
			b.Action()
			return true
		}
	}
	return false
}

// pressLabelled presses the enabled button labelled word, or word and
// more ("Undo order"), and tells whether there was one.
func (a *App) pressLabelled(word string) bool {
	for _, b := range a.Buttons() {
		if !b.Disabled && (b.Label == word || strings.HasPrefix(b.Label, word+" ")) {
			b.Action()
			return true
		}
	}
	return false
}

// focusOrder is the order the focus visits the enabled buttons in:
// reading order, row by row from the top, left to right in a row.
func focusOrder(bs []*kit.Button) []*kit.Button {
	var out []*kit.Button
	given := map[*kit.Button]int{}
	for i, b := range bs {
		if !b.Disabled {
			out = append(out, b)
			given[b] = i
		}
	}
	slices.SortFunc(out, func(p, q *kit.Button) int {
		if math.Abs(p.R.Y-q.R.Y) > 1 {
			return cmp.Compare(p.R.Y, q.R.Y)
		}
		return cmp.Or(cmp.Compare(p.R.X, q.R.X), given[p]-given[q])
	})
	return out
}

// focused is the index in order of the button with the focus, or -1.
func (k *keyboard) focused(order []*kit.Button) int {
	if k.focus == "" {
		return -1
	}
	first, n := -1, 0
	for i, b := range order {
		if b.Label != k.focus {
			continue
		}
		if n == k.nth {
			return i
		}
		if first < 0 {
			first = i
		}
		n++
	}
	return first
}

// setFocus puts the focus on order[i] and hides the cursor.
func (k *keyboard) setFocus(order []*kit.Button, i int) {
	k.focus, k.nth, k.shown = order[i].Label, 0, false
	for _, b := range order[:i] {
		if b.Label == k.focus {
			k.nth++
		}
	}
}

// boardScene is a scene that shows a game's board (the play scene): the
// cursor moves on it, and it lays itself out to fit the window.
type boardScene interface {
	// ShownBoard is the board view, its place on screen and the game's
	// position; current is false while the board shows an earlier
	// position (the moves list).
	ShownBoard() (b board.View, r kit.Rect, pos game.Position, current bool)
	Hover(x, y float64) bool
	Gesture(g input.Gesture) bool
}

// cursorBoard is the board the cursor moves on: the view, its place on
// screen, the position, and the scene that shows it.
type cursorBoard struct {
	Board  board.View
	BoardR kit.Rect
	Pos    game.Position
	boardScene
}

// boardForCursor is the board of the game being played, when the cursor
// can visit its cells; nil otherwise, and while the moves list shows an
// earlier position.
func (a *App) boardForCursor() *cursorBoard {
	s, ok := a.scene.(boardScene)
	if !ok {
		return nil
	}
	b, r, pos, current := s.ShownBoard()
	if _, cells := b.(board.CellLister); !current || !cells {
		return nil
	}
	return &cursorBoard{b, r, pos, s}
}

// tab moves the focus to the next button in focus order (the previous one
// with Shift); on a game's screen the board is a stop after the last.
func (a *App) tab(back bool) {
	order := focusOrder(a.Buttons())
	s := a.boardForCursor()
	stops := len(order)
	if s != nil {
		stops++ // stop len(order) is the board
	}
	if stops == 0 {
		return
	}
	at := a.kb.focused(order)
	switch {
	case at < 0 && s != nil && a.kb.shown:
		at = len(order)
	case at < 0 && back:
		at = 0
	case at < 0:
		at = stops - 1
	}
	if back {
		at = (at + stops - 1) % stops
	} else {
		at = (at + 1) % stops
	}
	if at == len(order) {
		a.kb.focus = ""
		a.showCursor(s)
		return
	}
	a.kb.setFocus(order, at)
}

// arrow moves the cursor on a game's board, or else the focus to the
// nearest button in direction d.
func (a *App) arrow(d input.Point) {
	if s := a.boardForCursor(); s != nil {
		a.kb.focus = ""
		if !a.kb.shown {
			a.showCursor(s)
			return
		}
		names, pts := cursorPoints(s.Board)
		i := slices.Index(names, a.kb.cursor)
		if i < 0 {
			a.showCursor(s)
			return
		}
		if j := input.NextPoint(pts, i, d, a.kb.goal); j >= 0 {
			a.kb.goal = input.FollowGoal(a.kb.goal, pts[j], d)
			a.placeCursor(s, names[j])
		}
		return
	}
	order := focusOrder(a.Buttons())
	if len(order) == 0 {
		return
	}
	i := a.kb.focused(order)
	if i < 0 {
		a.kb.setFocus(order, 0)
		return
	}
	rs := make([]kit.Rect, len(order))
	for j, b := range order {
		rs[j] = b.R
	}
	if j := input.NextRect(rs, i, d); j >= 0 {
		a.kb.setFocus(order, j)
	}
}

// enter acts on the focused button or the cursor's cell. With neither
// shown, Space shows one of them and Enter is left to the button bound to
// it (it tells whether it did something).
func (a *App) enter(space bool) bool {
	order := focusOrder(a.Buttons())
	s := a.boardForCursor()
	if i := a.kb.focused(order); i >= 0 {
		b := order[i]
		b.Action()
		a.afterPress(b.Label)
		return true
	}
	switch {
	case s != nil && a.kb.shown && !s.Pos.Result().Over:
		if x, y, ok := a.cursorAt(s); ok {
			a.tapScene(x, y)
		}
	case !space:
		return false
	case s != nil:
		a.showCursor(s)
	case len(order) > 0:
		a.kb.setFocus(order, 0)
	}
	return true
}

// afterPress moves the focus on when the button just pressed is gone (a
// panel action that opened another step): to the board on a game's
// screen, and nowhere otherwise.
func (a *App) afterPress(label string) {
	a.kb.follow(a.scene)
	if a.kb.focus == "" || a.kb.focused(focusOrder(a.Buttons())) >= 0 {
		return
	}
	a.kb.focus = ""
	if s := a.boardForCursor(); s != nil {
		a.showCursor(s)
	}
}

// escape hides the cursor and the focus and drops the board's selection;
// it tells whether there was anything to hide.
func (a *App) escape() bool {
	if !a.kb.active() {
		return false
	}
	a.kb.hide()
	if s, ok := a.scene.(boardScene); ok {
		b, _, _, _ := s.ShownBoard()
		b.Deselect()
	}
	return true
}

// showCursor shows the cursor on its cell, or first on the cell nearest
// the middle of the board.
func (a *App) showCursor(s *cursorBoard) {
	names, pts := cursorPoints(s.Board)
	if len(names) == 0 {
		return
	}
	i := slices.Index(names, a.kb.cursor)
	if i < 0 {
		cx, cy := s.BoardR.Center()
		i = input.NearestPoint(pts, input.Point{X: cx, Y: cy})
	}
	a.kb.shown, a.kb.goal = true, pts[i]
	a.placeCursor(s, names[i])
}

// placeCursor puts the cursor on the named cell, brings the cell into
// view, and shows what the pointer would show resting there (a Parry
// site's power, a Conquid block to vanquish).
func (a *App) placeCursor(s *cursorBoard, name string) {
	a.kb.cursor = name
	if sc, ok := s.Board.(board.Panner); ok {
		x0, y0, _ := sc.Places()(name)
		sc.Reveal(name)
		x1, y1, _ := sc.Places()(name)
		a.kb.goal = input.Point{X: a.kb.goal.X + x1 - x0, Y: a.kb.goal.Y + y1 - y0}
	}
	if x, y, ok := a.cursorAt(s); ok {
		s.Hover(x, y)
		s.Gesture(input.Gesture{Zoom: 1, Hover: input.Point{X: x, Y: y}, Hovered: true})
	}
}

// cursorAt is the centre of the cursor's cell on screen; ok is false when
// it is not on screen.
func (a *App) cursorAt(s *cursorBoard) (x, y float64, ok bool) {
	if a.kb.cursor == "" {
		return 0, 0, false
	}
	return s.Board.Cells()(a.kb.cursor)
}

// cursorPoints are the cells the cursor can visit and their centres on
// screen, or where they would be for a board larger than its viewport.
func cursorPoints(b board.View) ([]string, []input.Point) {
	place := b.Cells()
	if sc, ok := b.(board.Panner); ok {
		place = sc.Places()
	}
	var names []string
	var pts []input.Point
	for _, name := range b.(board.CellLister).CellNames() {
		if x, y, ok := place(name); ok {
			names = append(names, name)
			pts = append(pts, input.Point{X: x, Y: y})
		}
	}
	return names, pts
}

// drawKeyboard draws the focus ring and the board cursor on the screen,
// over everything.
func (a *App) drawKeyboard(dst *ebiten.Image) {
	a.kb.follow(a.scene)
	order := focusOrder(a.Buttons())
	if i := a.kb.focused(order); i >= 0 {
		r := order[i].R
		if !slices.Contains(a.update.Buttons(a.v), order[i]) {
			r.Y -= a.scroll.off // a scene's button, on its page
		}
		input.DrawFocusRing(dst, r, a.v)
	}
	s := a.boardForCursor()
	if s == nil || !a.kb.shown || s.Pos.Result().Over {
		return
	}
	x, y, ok := a.cursorAt(s)
	if !ok {
		return
	}
	names, pts := cursorPoints(s.Board)
	if i := slices.Index(names, a.kb.cursor); i >= 0 {
		input.DrawCursor(dst, x, y, input.Spacing(pts, i), a.v)
	}
}

// WithKeys puts the keys before a game's hint ("" for none) while the
// player uses the keyboard.
func (a *App) WithKeys(hint string) string {
	if a.kb.active() {
		return strings.TrimSpace(kit.Tr("play.keys") + " " + hint)
	}
	return hint
}
