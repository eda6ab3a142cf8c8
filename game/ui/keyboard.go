package ui

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
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
	scene  scene
	focus  string // the label of the button with the focus; "" for none
	nth    int    // which of the buttons with that label, in focus order
	cursor string // the cell under the cursor; "" before the first arrow
	shown  bool   // the cursor is shown, and Enter acts on its cell
	goal   point  // where the cursor aims across its moves (nextPoint)
	rep    repeater
}

// keyInput is one tick's keys.
type keyInput struct {
	pressed     []ebiten.Key // the keys just pressed, in Ebiten's order
	shift, ctrl bool         // held down; ctrl counts Meta (⌘) too
}

// readKeys reads this tick's keys from Ebiten, an arrow held down
// repeating.
func (k *keyboard) readKeys() keyInput {
	pressed := inpututil.AppendJustPressedKeys(nil)
	return keyInput{
		pressed: k.rep.update(pressed, ebiten.IsKeyPressed, time.Now()),
		shift:   ebiten.IsKeyPressed(ebiten.KeyShift),
		ctrl:    ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
	}
}

// repeater turns an arrow held down into presses again and again, as in
// a text field: after arrowDelay, one every arrowRepeat. Frames come with the
// browser's own key repeats, so a held key costs no extra frames.
type repeater struct {
	key  ebiten.Key
	next time.Time // when the held arrow presses again; zero when none is held
}

const (
	arrowDelay  = 400 * time.Millisecond
	arrowRepeat = 60 * time.Millisecond
)

// update adds the held arrow to the keys just pressed, when it is time;
// held tells whether a key is down.
func (r *repeater) update(pressed []ebiten.Key, held func(ebiten.Key) bool, now time.Time) []ebiten.Key {
	for _, key := range pressed {
		if arrowKey(key) {
			r.key, r.next = key, now.Add(arrowDelay)
			return pressed
		}
	}
	switch {
	case r.next.IsZero():
	case !held(r.key):
		r.next = time.Time{}
	case !now.Before(r.next):
		r.next = now.Add(arrowRepeat)
		pressed = append(pressed, r.key)
	}
	return pressed
}

// arrowKey tells whether key is one of the four arrows.
func arrowKey(key ebiten.Key) bool {
	switch key {
	case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
		return true
	}
	return false
}

// follow forgets the focus and the cursor when the scene changed.
func (k *keyboard) follow(sc scene) {
	if k.scene != sc {
		*k = keyboard{scene: sc, rep: k.rep}
	}
}

// hide hides the focus and the cursor; the cursor keeps its cell.
func (k *keyboard) hide() { k.focus, k.shown = "", false }

// active tells whether the player is using the keyboard now.
func (k *keyboard) active() bool { return k.focus != "" || k.shown }

// keys handles this tick's keys and tells whether any was pressed.
func (a *App) keys(in keyInput) bool {
	for _, key := range in.pressed {
		a.kb.follow(a.scene)
		a.sfx.wake()
		if o, ok := a.scene.(keyOwner); ok && o.ownsKey(key) {
			continue
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
	return len(in.pressed) > 0
}

// keyOwner is a scene that reads some keys itself; the keyboard leaves
// those to it.
type keyOwner interface {
	ownsKey(key ebiten.Key) bool
}

// ownsKey leaves the rules screen its scrolling keys: Up, Down, Page Up,
// Page Down, Space, Home and End. Left, Right and Tab still move the focus
// between its buttons.
func (s *rulesScene) ownsKey(key ebiten.Key) bool {
	switch key {
	case ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyPageUp, ebiten.KeyPageDown,
		ebiten.KeySpace, ebiten.KeyHome, ebiten.KeyEnd:
		return true
	}
	return false
}

// revealFocus scrolls the page to the button with the focus.
func (a *App) revealFocus() {
	order := focusOrder(a.buttons())
	if i := a.kb.focused(order); i >= 0 {
		a.scroll.reveal(order[i].r, a.v)
	}
}

// navigate handles a key that moves the cursor or the focus, or acts on
// them, and tells whether it did.
func (a *App) navigate(key ebiten.Key, in keyInput) bool {
	switch key {
	case ebiten.KeyTab:
		a.tab(in.shift)
	case ebiten.KeyArrowLeft:
		a.arrow(dirLeft)
	case ebiten.KeyArrowRight:
		a.arrow(dirRight)
	case ebiten.KeyArrowUp:
		a.arrow(dirUp)
	case ebiten.KeyArrowDown:
		a.arrow(dirDown)
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		return a.enter(key == ebiten.KeySpace)
	case ebiten.KeyEscape:
		return a.escape()
	case ebiten.KeyBackspace:
		return a.pressLabelled(tr("bar.undo"))
	case ebiten.KeyZ:
		if in.shift {
			return in.ctrl && a.pressLabelled(tr("bar.redo"))
		}
		return in.ctrl && a.pressLabelled(tr("bar.undo"))
	case ebiten.KeyY:
		return in.ctrl && a.pressLabelled(tr("bar.redo"))
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
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace, ebiten.KeyEscape, ebiten.KeyTab:
		return true
	}
	return false
}

// pressBound presses the enabled button bound to key and tells whether
// there was one.
func (a *App) pressBound(key ebiten.Key) bool {
	for _, b := range a.buttons() {
		if !b.disabled && slices.Contains(b.keys, key) {
			b.action()
			return true
		}
	}
	return false
}

// pressLabelled presses the enabled button labelled word, or word and
// more ("Undo order"), and tells whether there was one.
func (a *App) pressLabelled(word string) bool {
	for _, b := range a.buttons() {
		if !b.disabled && (b.label == word || strings.HasPrefix(b.label, word+" ")) {
			b.action()
			return true
		}
	}
	return false
}

// focusOrder is the order the focus visits the enabled buttons in:
// reading order, row by row from the top, left to right in a row.
func focusOrder(bs []*button) []*button {
	var out []*button
	for _, b := range bs {
		if !b.disabled {
			out = append(out, b)
		}
	}
	slices.SortStableFunc(out, func(p, q *button) int {
		if math.Abs(p.r.y-q.r.y) > 1 {
			return cmp.Compare(p.r.y, q.r.y)
		}
		return cmp.Compare(p.r.x, q.r.x)
	})
	return out
}

// focused is the index in order of the button with the focus, or -1.
func (k *keyboard) focused(order []*button) int {
	if k.focus == "" {
		return -1
	}
	first, n := -1, 0
	for i, b := range order {
		if b.label != k.focus {
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
func (k *keyboard) setFocus(order []*button, i int) {
	k.focus, k.nth, k.shown = order[i].label, 0, false
	for _, b := range order[:i] {
		if b.label == k.focus {
			k.nth++
		}
	}
}

// play is the scene as a game being played with a board whose cells the
// cursor can visit; nil otherwise, and while the moves list shows an
// earlier position.
func (a *App) play() *playScene {
	if s, ok := a.scene.(*playScene); ok && s.moves == nil {
		if _, ok := s.board.(cellLister); ok {
			return s
		}
	}
	return nil
}

// tab moves the focus to the next button in focus order (the previous one
// with Shift); on a game's screen the board is a stop after the last.
func (a *App) tab(back bool) {
	order := focusOrder(a.buttons())
	s := a.play()
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
func (a *App) arrow(d point) {
	if s := a.play(); s != nil {
		a.kb.focus = ""
		if !a.kb.shown {
			a.showCursor(s)
			return
		}
		names, pts := cursorPoints(s)
		i := slices.Index(names, a.kb.cursor)
		if i < 0 {
			a.showCursor(s)
			return
		}
		if j := nextPoint(pts, i, d, a.kb.goal); j >= 0 {
			a.kb.goal = followGoal(a.kb.goal, pts[j], d)
			a.placeCursor(s, names[j])
		}
		return
	}
	order := focusOrder(a.buttons())
	if len(order) == 0 {
		return
	}
	i := a.kb.focused(order)
	if i < 0 {
		a.kb.setFocus(order, 0)
		return
	}
	rs := make([]rect, len(order))
	for j, b := range order {
		rs[j] = b.r
	}
	if j := nextRect(rs, i, d); j >= 0 {
		a.kb.setFocus(order, j)
	}
}

// enter acts on the focused button or the cursor's cell. With neither
// shown, Space shows one of them and Enter is left to the button bound to
// it (it tells whether it did something).
func (a *App) enter(space bool) bool {
	order := focusOrder(a.buttons())
	s := a.play()
	if i := a.kb.focused(order); i >= 0 {
		b := order[i]
		b.action()
		a.afterPress(b.label)
		return true
	}
	switch {
	case s != nil && a.kb.shown && !s.pos.Result().Over:
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
	if a.kb.focus == "" || a.kb.focused(focusOrder(a.buttons())) >= 0 {
		return
	}
	a.kb.focus = ""
	if s := a.play(); s != nil {
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
	if s, ok := a.scene.(*playScene); ok {
		s.board.deselect()
	}
	return true
}

// showCursor shows the cursor on its cell, or first on the cell nearest
// the middle of the board.
func (a *App) showCursor(s *playScene) {
	names, pts := cursorPoints(s)
	if len(names) == 0 {
		return
	}
	i := slices.Index(names, a.kb.cursor)
	if i < 0 {
		cx, cy := s.boardR.center()
		i = nearestPoint(pts, point{cx, cy})
	}
	a.kb.shown, a.kb.goal = true, pts[i]
	a.placeCursor(s, names[i])
}

// placeCursor puts the cursor on the named cell, brings the cell into
// view, and shows what the pointer would show resting there (a Parry
// site's power, a Conquid block to vanquish).
func (a *App) placeCursor(s *playScene, name string) {
	a.kb.cursor = name
	if sc, ok := s.board.(panner); ok {
		x0, y0, _ := sc.places()(name)
		sc.reveal(name)
		x1, y1, _ := sc.places()(name)
		a.kb.goal = point{a.kb.goal.x + x1 - x0, a.kb.goal.y + y1 - y0}
	}
	if x, y, ok := a.cursorAt(s); ok {
		s.hover(x, y)
		s.gesture(gesture{zoom: 1, hover: point{x, y}, hovered: true})
	}
}

// cursorAt is the centre of the cursor's cell on screen; ok is false when
// it is not on screen.
func (a *App) cursorAt(s *playScene) (x, y float64, ok bool) {
	if a.kb.cursor == "" {
		return 0, 0, false
	}
	return s.board.cells()(a.kb.cursor)
}

// cursorPoints are the cells the cursor can visit and their centres on
// screen, or where they would be for a board larger than its viewport.
func cursorPoints(s *playScene) ([]string, []point) {
	place := s.board.cells()
	if sc, ok := s.board.(panner); ok {
		place = sc.places()
	}
	var names []string
	var pts []point
	for _, name := range s.board.(cellLister).cellNames() {
		if x, y, ok := place(name); ok {
			names = append(names, name)
			pts = append(pts, point{x, y})
		}
	}
	return names, pts
}

// drawKeyboard draws the focus ring and the board cursor on the screen,
// over everything.
func (a *App) drawKeyboard(dst *ebiten.Image) {
	a.kb.follow(a.scene)
	order := focusOrder(a.buttons())
	if i := a.kb.focused(order); i >= 0 {
		r := order[i].r
		if !slices.Contains(a.update.buttons(a.v), order[i]) {
			r.y -= a.scroll.off // a scene's button, on its page
		}
		drawFocusRing(dst, r, a.v)
	}
	s := a.play()
	if s == nil || !a.kb.shown || s.pos.Result().Over {
		return
	}
	x, y, ok := a.cursorAt(s)
	if !ok {
		return
	}
	names, pts := cursorPoints(s)
	if i := slices.Index(names, a.kb.cursor); i >= 0 {
		drawCursor(dst, x, y, spacing(pts, i), a.v)
	}
}

// withKeys puts the keys before a game's hint ("" for none) while the
// player uses the keyboard.
func (a *App) withKeys(hint string) string {
	if a.kb.active() {
		return strings.TrimSpace(tr("play.keys") + " " + hint)
	}
	return hint
}
