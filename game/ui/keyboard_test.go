package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/power"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board/phalanxview"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
)

// press presses the keys one after another, each in a tick of its own,
// and lets the sounds look at the scene after each, as Update does.
func (a *App) press(keys ...ebiten.Key) {
	for _, k := range keys {
		a.keys(input.KeyInput{Pressed: []ebiten.Key{k}})
		a.sfx.Observe(a.scene)
	}
}

// startGame shows a new hot-seat game of the game id with the options,
// and describes it once, as the first frame would.
func startGame(t *testing.T, a *App, id string, opts game.Options) *play.PlayScene {
	t.Helper()
	r, ok := registry.Find(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	s, err := play.NewPlayScene(a, r, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Show(s)
	a.snapshot()
	return s
}

// TestCursorMoves checks, on every kind of board, where the arrows take
// the cursor: it appears on the cell nearest the board's middle, then
// each arrow goes to the neighbour in its direction.
func TestCursorMoves(t *testing.T) {
	L, R, U, D := ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown
	for _, tc := range []struct {
		name  string
		id    string
		opts  game.Options
		start string
		keys  []ebiten.Key
		want  []string // the cursor's cell after each key
	}{
		{"go grid", "phalanx", nil, "e5",
			[]ebiten.Key{R, R, U, L, D, D, D, D, D, D}, []string{"f5", "g5", "g6", "f6", "f5", "f4", "f3", "f2", "f1", "f1"}},
		{"square board", "patriarchs", nil, "e5", []ebiten.Key{L, L, L, L, L, U}, []string{"d5", "c5", "b5", "a5", "a5", "a6"}},
		{"wide grid", "conquid", game.Options{"size": "small"}, "g4", []ebiten.Key{R, U, U, U, U}, []string{"h4", "h5", "h6", "h7", "h7"}},
		{"square omni board", "parry", game.Options{"board": "Square 5 omni"}, "e5", []ebiten.Key{R, U, D, D}, []string{"f5", "f6", "f5", "f4"}},
		// Hexagons: left and right along a row; up and down zigzag between
		// the two neighbours above (below), about the column it started in.
		{"hex board", "source-of-power", nil, "0,0", []ebiten.Key{R, L, L, U, U, U, D}, []string{"1,0", "0,0", "-1,0", "-1,-1", "0,-2", "0,-2", "-1,-1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := newTestApp(t, 1280, 800, 1)
			startGame(t, a, tc.id, tc.opts)
			a.press(ebiten.KeyArrowDown)
			if a.kb.cursor != tc.start || !a.kb.shown {
				t.Fatalf("the first arrow shows the cursor on %q (shown %v), want %s", a.kb.cursor, a.kb.shown, tc.start)
			}
			for i, k := range tc.keys {
				a.press(k)
				if a.kb.cursor != tc.want[i] {
					t.Fatalf("after %v: cursor on %s, want %s", tc.keys[:i+1], a.kb.cursor, tc.want[i])
				}
			}
		})
	}
}

// TestCursorNeighbours checks on every Parry board, Cairo pentagons and
// hexagons included, and on each Source of Power map, that every arrow
// from every cell goes to a cell in its direction, and that the arrows
// reach every cell from any other.
func TestCursorNeighbours(t *testing.T) {
	var boards []game.Options
	for _, name := range parry.BoardNames() {
		boards = append(boards, game.Options{"board": name})
	}
	boards = append(boards, game.Options{"players": "2"}, game.Options{"players": "3"})
	for _, opts := range boards {
		id := "parry"
		if opts["board"] == "" {
			id = "source-of-power"
		}
		a := newTestApp(t, 1280, 800, 1)
		s := startGame(t, a, id, opts)
		names, pts := cursorPoints(s.Board)
		if len(names) == 0 {
			t.Fatalf("%s: no cells", opts["board"])
		}
		reach := make([][]int, len(pts))
		for i := range pts {
			for _, d := range []input.Point{input.DirLeft, input.DirRight, input.DirUp, input.DirDown} {
				j := input.NextPoint(pts, i, d, pts[i])
				if j < 0 {
					continue
				}
				if ahead := (pts[j].X-pts[i].X)*d.X + (pts[j].Y-pts[i].Y)*d.Y; ahead <= 0 {
					t.Errorf("%s: from %s, %v goes to %s, not that way", opts["board"], names[i], d, names[j])
				}
				if far, near := math.Hypot(pts[j].X-pts[i].X, pts[j].Y-pts[i].Y), inTheWay(pts, i, d); far > 1.5*near {
					t.Errorf("%s: from %s, %v goes %.0f px to %s, past a cell %.0f px away in that direction", opts["board"], names[i], d, far, names[j], near)
				}
				reach[i] = append(reach[i], j)
			}
		}
		if n := reachable(reach, 0); n != len(pts) {
			t.Errorf("%s: the arrows reach %d of %d cells from %s", opts["board"], n, len(pts), names[0])
		}
	}
}

// inTheWay is the distance from pts[at] to the nearest point squarely in
// the direction d (at most 26.6° off it), or +Inf.
func inTheWay(pts []input.Point, at int, d input.Point) float64 {
	near := math.Inf(1)
	for _, p := range pts {
		vx, vy := p.X-pts[at].X, p.Y-pts[at].Y
		if ahead := vx*d.X + vy*d.Y; ahead > 0 && math.Abs(vx*d.Y-vy*d.X) <= ahead/2 {
			near = min(near, math.Hypot(vx, vy))
		}
	}
	return near
}

// reachable counts the nodes reachable from start along the edges next.
func reachable(next [][]int, start int) int {
	seen := map[int]bool{start: true}
	todo := []int{start}
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, j := range next[i] {
			if !seen[j] {
				seen[j] = true
				todo = append(todo, j)
			}
		}
	}
	return len(seen)
}

// TestCursorPansConquid checks that on the large Conquid board, zoomed on
// a phone, the cursor walks off the viewport's edge and the board pans to
// keep it in view.
func TestCursorPansConquid(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	s := startGame(t, a, "conquid", game.Options{"size": "large"})
	a.click(t, "Zoom in")
	a.click(t, "Zoom in")
	a.press(ebiten.KeyArrowDown)
	for range 30 {
		a.press(ebiten.KeyArrowRight)
	}
	if _, _, ok := s.Board.Cells()(a.kb.cursor); !ok {
		t.Fatalf("the cursor's cell %s is off screen", a.kb.cursor)
	}
	if _, _, ok := s.Board.Cells()("a1"); ok {
		t.Fatalf("the board is not zoomed: a1 shows with the cursor on %s", a.kb.cursor)
	}
	for range 60 {
		a.press(ebiten.KeyArrowLeft)
	}
	if !strings.HasPrefix(a.kb.cursor, "a") {
		t.Errorf("60 presses of Left end on %s, want file a", a.kb.cursor)
	}
	if _, _, ok := s.Board.Cells()(a.kb.cursor); !ok {
		t.Errorf("the cursor's cell %s is off screen", a.kb.cursor)
	}
}

// TestFocusCycling checks Tab, Shift+Tab and the arrows on the menu, and
// Tab through a game's buttons and its board.
func TestFocusCycling(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	focus := func() string {
		if i := a.kb.focused(focusOrder(a.scene.Buttons())); i >= 0 {
			return focusOrder(a.scene.Buttons())[i].Label
		}
		return ""
	}
	shiftTab := func() { a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyTab}, Shift: true}) }
	a.press(ebiten.KeyTab)
	if got := focus(); got != "Patriarchs" {
		t.Fatalf("the first Tab on the menu focuses %q, want the first game", got)
	}
	a.press(ebiten.KeyTab)
	if got := focus(); got != "Parry" {
		t.Errorf("the second Tab focuses %q", got)
	}
	shiftTab()
	shiftTab()
	last := focusOrder(a.Buttons())[len(focusOrder(a.Buttons()))-1].Label
	if got := focus(); got != last {
		t.Errorf("Shift+Tab from the first button focuses %q, want the last, %q", got, last)
	}
	a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyTab}}) // back to the first
	a.press(ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown)
	if got := focus(); got != "Join a game" {
		t.Errorf("five Downs from the first game focus %q, want the middle one of the smaller buttons under it", got)
	}
	a.press(ebiten.KeyArrowLeft, ebiten.KeyArrowRight)
	if got := focus(); got != "Join a game" {
		t.Errorf("Left, then Right from Join a game focus %q, want it again", got)
	}
	a.press(ebiten.KeyArrowUp)
	if got := focus(); got != "Source of Power" {
		t.Errorf("Up from Join a game focuses %q, want the last game", got)
	}
	a.press(ebiten.KeyArrowUp, ebiten.KeyArrowUp)
	if got := focus(); got != "Conquid" {
		t.Errorf("two more Ups focus %q", got)
	}
	a.press(ebiten.KeyEscape)
	if a.kb.active() || a.scene.Name() != "menu" {
		t.Fatalf("Escape with the focus shown: focus %q, scene %s", focus(), a.scene.Name())
	}
	a.press(ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyEnter)
	if a.scene.Name() != "newgame" || a.scene.(*screens.NewGameScene).Rules.ID() != "parry" {
		t.Fatalf("Down, Down, Enter opens %s", a.scene.Name())
	}
	a.press(ebiten.KeyEnter)
	if a.scene.Name() != "play" {
		t.Fatalf("Enter on the new-game screen with no focus shows %s, want the game", a.scene.Name())
	}
	a.snapshot()
	// A game: Tab goes through every button in reading order, then to the
	// board, then round again.
	order := focusOrder(a.Buttons())
	for _, b := range order {
		a.press(ebiten.KeyTab)
		if got := focus(); got != b.Label {
			t.Fatalf("Tab in Parry focuses %q, want %q", got, b.Label)
		}
	}
	a.press(ebiten.KeyTab)
	if focus() != "" || !a.kb.shown {
		t.Errorf("Tab after the last button: focus %q, cursor shown %v; want the cursor", focus(), a.kb.shown)
	}
	shiftTab()
	if got := focus(); got != order[len(order)-1].Label || a.kb.shown {
		t.Errorf("Shift+Tab from the board: focus %q, cursor shown %v", got, a.kb.shown)
	}
	a.Tap(1, 1)
	if a.kb.active() {
		t.Errorf("a tap leaves the focus on %q", focus())
	}
}

// TestKeyboardConflicts checks what Enter, Space and Escape do with and
// without the cursor: on the board they act and cancel; without it Enter
// is the main action and Escape goes to the menu.
func TestKeyboardConflicts(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	s := startGame(t, a, "phalanx", nil)
	a.press(ebiten.KeyArrowRight) // shows the cursor on e5
	a.press(ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowDown)
	a.press(ebiten.KeyEnter) // f3: add
	if got := s.Rec.Steps; !slices.Equal(got, []string{"add f3"}) {
		t.Fatalf("Enter on f3: record %q", got)
	}
	a.press(ebiten.KeyArrowRight, ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeySpace) // h2: select
	if !selecting(s) {
		t.Fatalf("Space on h2 selects nothing: the hint says %q", s.Board.Hint(s.Pos, s.LegalShown()))
	}
	a.press(ebiten.KeyEscape)
	if selecting(s) || a.kb.shown || a.scene != s {
		t.Fatalf("Escape: selecting %v, cursor shown %v, scene %s", selecting(s), a.kb.shown, a.scene.Name())
	}
	a.press(ebiten.KeyEnter) // no cursor: End turn
	if got := s.Rec.Steps; !slices.Equal(got, []string{"add f3", "end"}) {
		t.Fatalf("Enter without the cursor: record %q", got)
	}
	a.press(ebiten.KeyBackspace) // Undo: back to Black's last decision
	if got := s.Rec.Steps; !slices.Equal(got, []string{"add f3"}) {
		t.Fatalf("Backspace (Undo): record %q", got)
	}
	a.press(ebiten.KeyEscape)
	if a.scene.Name() != "menu" {
		t.Errorf("Escape without the cursor shows %s, want the menu", a.scene.Name())
	}
}

// TestMovesListKeys checks that with the moves list open the arrows step
// through the moves (its buttons are bound to them), not the cursor, and
// Escape closes it.
func TestMovesListKeys(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	s := startGame(t, a, "phalanx", nil)
	s.Play("add f3")
	s.Play("end")
	a.click(t, "Moves")
	if s.Moves == nil || s.Moves.Shown != 2 {
		t.Fatalf("Moves does not open the list at the end")
	}
	a.press(ebiten.KeyArrowLeft)
	if s.Moves.Shown != 1 || a.kb.shown {
		t.Errorf("Left in the list: shows %d steps, cursor shown %v; want 1 step and no cursor", s.Moves.Shown, a.kb.shown)
	}
	a.press(ebiten.KeyEscape)
	if s.Moves != nil || a.scene != s {
		t.Errorf("Escape leaves the list open or the game")
	}
}

// TestUndoKey checks that Backspace and Ctrl+Z press a button labelled
// Undo, here Source of Power's "Undo order".
func TestUndoKey(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	s := startGame(t, a, "source-of-power", nil)
	spawn := ""
	for _, step := range s.Legal {
		if strings.HasPrefix(step, "spawn infantry ") {
			spawn = step
			break
		}
	}
	s.Play(spawn)
	if len(s.Rec.Steps) != 1 {
		t.Fatalf("%q was not played", spawn)
	}
	a.press(ebiten.KeyBackspace)
	if len(s.Rec.Steps) != 0 {
		t.Fatalf("Backspace left the record %q", s.Rec.Steps)
	}
	s.Play(spawn)
	a.keys(input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyZ}, Ctrl: true})
	if len(s.Rec.Steps) != 0 {
		t.Fatalf("Ctrl+Z left the record %q", s.Rec.Steps)
	}
}

// TestPhalanxByKeys plays the first turns of a game of Phalanx with the
// keyboard alone, from the title menu: every kind of step (add, move,
// push, end) and every key that acts.
// TestKeypadEnter checks that the numeric keypad's Enter does what Enter
// does, on a button bound to Enter too: the new-game screen's Start. (It
// is the key WebDriver's Enter presses in Firefox.)
func TestKeypadEnter(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.press(ebiten.KeyTab)
	for focusOrder(a.scene.Buttons())[a.kb.focused(focusOrder(a.scene.Buttons()))].Label != "Phalanx" {
		a.press(ebiten.KeyTab)
	}
	a.press(ebiten.KeyNumpadEnter)
	if a.scene.Name() != "newgame" {
		t.Fatalf("the keypad's Enter on Phalanx shows %s", a.scene.Name())
	}
	a.press(ebiten.KeyNumpadEnter)
	if _, ok := a.scene.(*play.PlayScene); !ok {
		t.Fatalf("the keypad's Enter on the new-game screen shows %s, want the game", a.scene.Name())
	}
}

func TestPhalanxByKeys(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.press(ebiten.KeyArrowDown) // the focus on the first game
	for focusOrder(a.scene.Buttons())[a.kb.focused(focusOrder(a.scene.Buttons()))].Label != "Phalanx" {
		a.press(ebiten.KeyArrowDown)
	}
	a.press(ebiten.KeyEnter, ebiten.KeyEnter) // Phalanx, Start
	s, ok := a.scene.(*play.PlayScene)
	if !ok {
		t.Fatalf("Enter, Enter from the menu shows %s", a.scene.Name())
	}
	a.snapshot()
	for _, step := range phalanxScript {
		keyStep(t, a, step)
		if got := s.Rec.Steps[len(s.Rec.Steps)-1]; got != step {
			t.Fatalf("the keys for %q played %q", step, got)
		}
	}
	if got := a.snapshot().Status; !strings.HasPrefix(got, "Black wins") {
		t.Errorf("status %q", got)
	}
	a.press(ebiten.KeyEnter) // the cursor is still on b9: Enter is New game
	if n, ok := a.scene.(*play.PlayScene); !ok || n == s || len(n.Rec.Steps) != 0 {
		t.Errorf("Enter at the end shows %s, not a new game", a.scene.Name())
	}
}

// phalanxScript is a short game of Phalanx won by Black, with every kind
// of step (the browser tests play it too).
var phalanxScript = []string{
	"move h2-g4", "move g2-g5", "move h3-g6", "add c6", "end",
	"move g3-g7", "move g4-f7", "move g5-e7", "end",
	"move g6-d7", "push d7-c7", "add d8", "move c8-a8", "end",
	"add d9", "add c9", "add b9",
}

// keyStep plays a Phalanx step with keys: the cursor to each square and
// Enter, or Escape and Enter (End turn, the main action) for "end".
func keyStep(t *testing.T, a *App, step string) {
	t.Helper()
	verb, squares := phalanxview.PhalanxStep(step)
	if verb == "end" {
		a.press(ebiten.KeyEscape, ebiten.KeyEnter)
		return
	}
	for _, sq := range squares {
		walkTo(t, a, sq)
		a.press(ebiten.KeyEnter)
	}
}

// walkTo moves the cursor to a square with arrows.
func walkTo(t *testing.T, a *App, sq string) {
	t.Helper()
	if !a.kb.shown {
		a.press(ebiten.KeyArrowUp)
	}
	f, r, _ := game.ParseSquare(sq)
	for range 20 {
		cf, cr, _ := game.ParseSquare(a.kb.cursor)
		switch {
		case cf < f:
			a.press(ebiten.KeyArrowRight)
		case cf > f:
			a.press(ebiten.KeyArrowLeft)
		case cr < r:
			a.press(ebiten.KeyArrowUp)
		case cr > r:
			a.press(ebiten.KeyArrowDown)
		default:
			return
		}
	}
	t.Fatalf("the cursor did not reach %s; it is on %s", sq, a.kb.cursor)
}

// TestPowerCursorIsHex checks that the hex grid's cells are what the
// cursor lists: one point per cell of the map.
func TestPowerCursorIsHex(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	s := startGame(t, a, "source-of-power", nil)
	names, _ := cursorPoints(s.Board)
	if m := s.Pos.(*power.Position).Map(); len(names) != m.Len() {
		t.Errorf("%d cursor cells on a map of %d", len(names), m.Len())
	}
}

// cursorTo moves the cursor to the named cell with arrows: the fewest
// presses, found by a search that moves the cursor as the app does.
func cursorTo(t *testing.T, a *App, name string) {
	t.Helper()
	s := a.boardForCursor()
	if !a.kb.shown {
		a.press(ebiten.KeyArrowUp)
	}
	names, pts := cursorPoints(s.Board)
	type state struct {
		at   int
		goal input.Point
		keys []ebiten.Key
	}
	type seen struct{ at, gx, gy int } // a state, its goal to the pixel
	arrows := []struct {
		key ebiten.Key
		d   input.Point
	}{{ebiten.KeyArrowLeft, input.DirLeft}, {ebiten.KeyArrowRight, input.DirRight}, {ebiten.KeyArrowUp, input.DirUp}, {ebiten.KeyArrowDown, input.DirDown}}
	queue := []state{{at: slices.Index(names, a.kb.cursor), goal: a.kb.goal}}
	visited := map[seen]bool{}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		if names[st.at] == name {
			a.press(st.keys...)
			if a.kb.cursor != name {
				t.Fatalf("the arrows %v bring the cursor to %s, not %s", st.keys, a.kb.cursor, name)
			}
			return
		}
		for _, ar := range arrows {
			j := input.NextPoint(pts, st.at, ar.d, st.goal)
			if j < 0 || len(st.keys) >= 40 {
				continue
			}
			next := state{j, input.FollowGoal(st.goal, pts[j], ar.d), append(slices.Clone(st.keys), ar.key)}
			if k := (seen{j, int(math.Round(next.goal.X)), int(math.Round(next.goal.Y))}); !visited[k] {
				visited[k] = true
				queue = append(queue, next)
			}
		}
	}
	t.Fatalf("no arrows bring the cursor from %s to %s", a.kb.cursor, name)
}

// tabTo moves the focus with Tab to the button whose label starts with
// prefix.
func tabTo(t *testing.T, a *App, prefix string) {
	t.Helper()
	for range 30 {
		order := focusOrder(a.scene.Buttons())
		if i := a.kb.focused(order); i >= 0 && strings.HasPrefix(order[i].Label, prefix) {
			return
		}
		a.press(ebiten.KeyTab)
	}
	t.Fatalf("Tab never reaches a button %q", prefix)
}

// TestEveryGameByKeys plays a turn of every game with keys alone: the
// cursor to a cell and Enter, Tab to a panel button and Enter, and Escape
// then Enter for the main action.
func TestEveryGameByKeys(t *testing.T) {
	first := func(legal []string, prefix string) string {
		for _, s := range legal {
			if strings.HasPrefix(s, prefix) {
				return s
			}
		}
		t.Fatalf("no legal %q in %q", prefix, legal)
		return ""
	}
	t.Run("patriarchs", func(t *testing.T) {
		a := newTestApp(t, 1280, 800, 1)
		s := startGame(t, a, "patriarchs", nil)
		step := first(s.Legal, "move ")
		from, to, _ := strings.Cut(strings.TrimPrefix(step, "move "), "-")
		cursorTo(t, a, from)
		a.press(ebiten.KeyEnter)
		cursorTo(t, a, to)
		a.press(ebiten.KeyEnter)
		if !slices.Equal(s.Rec.Steps, []string{step}) {
			t.Fatalf("record %q, want %q", s.Rec.Steps, step)
		}
		// Red deploys: its reserve chip by Tab, then the square by the cursor.
		s.Play(first(s.Legal, "move "))
		deploy := first(s.Legal, "deploy ")
		f := strings.Fields(deploy)
		tabTo(t, a, strings.ToUpper(f[1][:1])+f[1][1:])
		a.press(ebiten.KeyEnter)
		cursorTo(t, a, f[2])
		a.press(ebiten.KeyEnter)
		if got := s.Rec.Steps[len(s.Rec.Steps)-1]; got != deploy {
			t.Fatalf("the deploy by keys played %q, want %q", got, deploy)
		}
	})
	t.Run("parry on the Cairo board", func(t *testing.T) {
		a := newTestApp(t, 1280, 800, 1)
		s := startGame(t, a, "parry", game.Options{"board": "Cairo 1 (dual 48)"})
		step := first(s.Legal, "place ")
		cursorTo(t, a, strings.TrimPrefix(step, "place "))
		a.press(ebiten.KeyEnter)
		if !slices.Equal(s.Rec.Steps, []string{step}) {
			t.Fatalf("record %q, want %q", s.Rec.Steps, step)
		}
	})
	t.Run("conquid", func(t *testing.T) {
		a := newTestApp(t, 1280, 800, 1)
		s := startGame(t, a, "conquid", game.Options{"size": "small"})
		tabTo(t, a, "Acquire")
		a.press(ebiten.KeyEnter) // the focus goes back to the board
		for _, cell := range []string{"f4", "f5", "f6"} {
			cursorTo(t, a, cell)
			a.press(ebiten.KeyEnter)
		}
		if want := []string{"acquire f4", "acquire f5", "acquire f6"}; !slices.Equal(s.Rec.Steps, want) {
			t.Fatalf("record %q, want %q", s.Rec.Steps, want)
		}
	})
	t.Run("source of power", func(t *testing.T) {
		a := newTestApp(t, 1280, 800, 1)
		s := startGame(t, a, "source-of-power", nil)
		spawn := first(s.Legal, "spawn infantry ")
		cursorTo(t, a, strings.Fields(spawn)[2])
		a.press(ebiten.KeyEnter) // the base: the spawn buttons appear
		tabTo(t, a, "Spawn infantry")
		a.press(ebiten.KeyEnter)
		a.press(ebiten.KeyEscape, ebiten.KeyEnter) // End orders
		if want := []string{spawn, "end"}; !slices.Equal(s.Rec.Steps, want) {
			t.Fatalf("record %q, want %q", s.Rec.Steps, want)
		}
		a.press(ebiten.KeyEnter) // Blue is ready (the hand-over's main button)
		if got := a.snapshot().Status; !strings.HasPrefix(got, "Blue gives orders") {
			t.Errorf("after Enter on the hand-over: %q", got)
		}
	})
}

// selecting tells whether a stone is selected in a game of Phalanx, as
// the hint says it: "Tap a blue ring to move this stone".
func selecting(s *play.PlayScene) bool {
	return strings.HasPrefix(s.Board.Hint(s.Pos, s.LegalShown()), "Tap a blue ring")
}
