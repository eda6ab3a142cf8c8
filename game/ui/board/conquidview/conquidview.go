package conquidview

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// ConquidView is the board view of Conquid: a grid of square cells, twice
// as wide as tall, that can be zoomed and panned. A turn starts with a
// choice of the four actions in the panel. Acquire then takes taps on three
// empty cells; Conquer first shows the cells it would take; Vanquish shows
// the 4×4 block under the pointer (its lower-left cell) and whether it may
// go; Conquest is offered only when the mover has a winning path.
type ConquidView struct {
	v       kit.View
	r       kit.Rect     // the whole view: board, labels and zoom controls
	cam     board.Camera // the cells
	strip   float64      // the width of the coordinate strips left and below
	zoomIn  *kit.Button
	zoomOut *kit.Button
	zoomFit *kit.Button
	layers  kit.Layers
	pitch   float64                        // the pitch the cell layers were made for
	cells   [conquid.BlueHQ + 1][]kit.Rect // the cells of each state to draw, kept between frames

	pos   *conquid.Position // the game, as last seen
	mode  conquidMode
	block *conquid.Cell  // Vanquish: the lower-left cell of the block shown
	picks []conquid.Cell // the cells acquired so far in this turn
	last  []conquid.Cell // the cells the last action changed, for its marks
	lastV *conquid.Cell  // the last Vanquish's block
	shown []conquid.Cell // Conquer: the cells it would take
	still bool           // drawn only, never zoomed (a picture)
}

// conquidMode is the action a player has chosen and not yet played.
type conquidMode int

const (
	choosing    conquidMode = iota // the turn's start: no action chosen
	acquiring                      // tap three empty cells
	conquering                     // the Conquer preview, waiting for Confirm
	vanquishing                    // pointing at blocks, waiting for a second tap or Confirm
)

// Sizes of the view, in CSS pixels.
const (
	conquidStrip    = 18 // the coordinate strips
	conquidComfy    = 40 // the cell pitch the zoom may grow to
	conquidZoomable = 36 // below this fitted pitch, zoom controls are shown
)

func (cv *ConquidView) Layout(r kit.Rect, v kit.View) {
	cv.v, cv.r = v, r
	cv.strip = v.Px(conquidStrip)
	port := kit.Rect{X: r.X + cv.strip, Y: r.Y, W: r.W - cv.strip, H: r.H - cv.strip}
	if cv.needsZoom(r.W, v) {
		port.H -= v.Px(kit.TouchMin + kit.Gap/2)
		cv.placeControls(kit.Rect{X: r.X, Y: r.Y + r.H - v.Px(kit.TouchMin), W: r.W, H: v.Px(kit.TouchMin)})
	} else {
		cv.zoomIn, cv.zoomOut, cv.zoomFit = nil, nil, nil
	}
	files, ranks := cv.dims()
	cv.cam = board.NewCamera(port, files, ranks, v.Px(conquidComfy))
	cv.layers.Reset()
}

// dims is the board's files and ranks. The play scene asks fit, which
// gives the view its game, before it lays the view out.
func (cv *ConquidView) dims() (files, ranks int) { return cv.pos.Files(), cv.pos.Ranks() }

// needsZoom tells whether, at a view width w, cells would be smaller than
// comfortable, so that the zoom controls are worth their room.
func (cv *ConquidView) needsZoom(w float64, v kit.View) bool {
	if cv.still {
		return false
	}
	files, _ := cv.dims()
	return (w-v.Px(conquidStrip))/float64(files) < v.Px(conquidZoomable)
}

// Still makes the view one that is only drawn, as in a picture: it keeps
// no room for zoom controls.
func (cv *ConquidView) Still() { cv.still = true }

// Fit gives the board its natural shape: files×ranks cells plus the
// coordinate strips and, when cells are small, a row of zoom controls.
func (cv *ConquidView) Fit(pos game.Position, w, h float64, v kit.View) (bw, bh float64) {
	cv.see(pos)
	files, ranks := cv.dims()
	strip := v.Px(conquidStrip)
	extra := strip
	p := min((w-strip)/float64(files), (h-extra)/float64(ranks))
	if cv.needsZoom(strip+p*float64(files), v) {
		extra += v.Px(kit.TouchMin + kit.Gap/2)
		p = min((w-strip)/float64(files), (h-extra)/float64(ranks))
	}
	p = max(1, float64(int(p)))
	return strip + p*float64(files), extra + p*float64(ranks)
}

// placeControls makes the zoom buttons, in a row at the bottom right.
func (cv *ConquidView) placeControls(row kit.Rect) {
	v := cv.v
	w := min(v.Px(96), (row.W-2*v.Px(kit.Gap/2))/3)
	x := row.X + row.W - 3*w - 2*v.Px(kit.Gap/2)
	mk := func(i int, label string, keys []ebiten.Key, do func()) *kit.Button {
		return &kit.Button{Label: label, Keys: keys, Action: do,
			R: kit.Rect{X: x + float64(i)*(w+v.Px(kit.Gap/2)), Y: row.Y, W: w, H: row.H}}
	}
	cv.zoomOut = mk(0, kit.Tr("zoom.out"), []ebiten.Key{ebiten.KeyMinus}, func() { cv.cam.ZoomCentre(1 / board.ZoomStep) })
	cv.zoomIn = mk(1, kit.Tr("zoom.in"), []ebiten.Key{ebiten.KeyEqual}, func() { cv.cam.ZoomCentre(board.ZoomStep) })
	cv.zoomFit = mk(2, kit.Tr("zoom.fit"), []ebiten.Key{ebiten.Key0}, func() { cv.cam.ZoomCentre(1 / cv.cam.Scale) })
}

// Controls are the zoom buttons, when the board needs them.
func (cv *ConquidView) Controls() []*kit.Button {
	if cv.zoomIn == nil {
		return nil
	}
	cv.zoomIn.Disabled = cv.cam.Scale >= cv.cam.Most
	cv.zoomOut.Disabled = cv.cam.Scale <= 1
	cv.zoomFit.Disabled = cv.cam.Scale <= 1
	return []*kit.Button{cv.zoomOut, cv.zoomIn, cv.zoomFit}
}

// Gesture pans (a drag that began on the cells), zooms (about a point on
// the cells) and, while choosing a block to vanquish, follows the mouse.
func (cv *ConquidView) Gesture(g input.Gesture) bool {
	before := cv.cam
	if g.Pan != (input.Point{}) && cv.cam.Port.Contains(g.From.X, g.From.Y) {
		cv.cam.Pan(g.Pan.X, g.Pan.Y)
	}
	if g.Zoom != 1 && cv.cam.Port.Contains(g.Focus.X, g.Focus.Y) {
		cv.cam.ZoomAt(g.Zoom, g.Focus.X, g.Focus.Y)
	}
	changed := cv.cam != before
	if g.Hovered && cv.mode == vanquishing {
		if c, ok := cv.blockAt(g.Hover.X, g.Hover.Y); ok && (cv.block == nil || *cv.block != c) {
			cv.block, changed = &c, true
		}
	}
	return changed
}

// see remembers the game the play scene shows (the same position all
// game long: steps change it in place).
func (cv *ConquidView) see(pos game.Position) *conquid.Position {
	cv.pos = pos.(*conquid.Position)
	return cv.pos
}

func (cv *ConquidView) Tap(x, y float64, legal []string) string {
	f, r, ok := cv.cam.At(x, y)
	if !ok {
		return ""
	}
	c := conquid.Cell{File: f, Rank: r}
	switch {
	case cv.mode == acquiring || midAcquire(legal):
		step := "acquire " + c.String()
		if !slices.Contains(legal, step) {
			return ""
		}
		cv.picks = append(cv.picks, c)
		if len(cv.picks) == 3 {
			cv.last, cv.lastV, cv.picks = cv.picks, nil, nil
		}
		return step
	case cv.mode == vanquishing:
		b, _ := cv.blockAt(x, y)
		if cv.block != nil && *cv.block == b {
			return cv.vanquish(legal)
		}
		cv.block = &b
	}
	return ""
}

// midAcquire tells whether the mover is inside an Acquire: the only legal
// steps are acquire steps (conquer is legal at every turn's start).
func midAcquire(legal []string) bool {
	return len(legal) > 0 && !slices.Contains(legal, "conquer")
}

// blockAt is the lower-left cell of the 4×4 block a pointer at (x, y)
// names: the cell under it, moved in so that the block is on the board.
func (cv *ConquidView) blockAt(x, y float64) (conquid.Cell, bool) {
	f, r, ok := cv.cam.At(x, y)
	files, ranks := cv.dims()
	return conquid.Cell{File: min(f, files-4), Rank: min(r, ranks-4)}, ok
}

// vanquish returns the step that vanquishes the block shown, if legal, and
// remembers it for the last-action marks.
func (cv *ConquidView) vanquish(legal []string) string {
	if cv.block == nil {
		return ""
	}
	step := "vanquish " + cv.block.String()
	if !slices.Contains(legal, step) {
		return ""
	}
	b := *cv.block
	cv.last, cv.lastV = nil, &b
	return step
}

func (cv *ConquidView) Deselect() {
	cv.mode, cv.block, cv.shown = choosing, nil, nil
}

// Actions offers the four actions at a turn's start, and Confirm and
// Cancel while an action is being prepared. Acquire and Conquest are dimmed
// when the rules do not allow them now; Vanquish never is, because its
// preview tells why a block may not be vanquished.
func (cv *ConquidView) Actions(pos game.Position, legal []string) []board.Action {
	p := cv.see(pos)
	if midAcquire(legal) {
		return nil
	}
	set := func(m conquidMode) func() string {
		return func() string { cv.mode = m; return "" }
	}
	cancel := board.Action{Label: kit.Tr("common.cancel"), Do: func() string { cv.Deselect(); return "" }}
	switch cv.mode {
	case acquiring:
		return []board.Action{cancel}
	case conquering:
		return []board.Action{{Label: kit.Tr("conquid.confirm-conquer"), Do: func() string {
			cv.last, cv.lastV = cv.shown, nil
			return "conquer"
		}}, cancel}
	case vanquishing:
		ok := cv.block != nil && slices.Contains(legal, "vanquish "+cv.block.String())
		return []board.Action{{Label: kit.Tr("conquid.confirm-vanquish"), Disabled: !ok, Do: func() string { return cv.vanquish(legal) }}, cancel}
	}
	return []board.Action{
		{Label: kit.Tr("conquid.acquire"), Do: set(acquiring), Disabled: !board.HasPrefixed(legal, "acquire ")},
		{Label: kit.Tr("conquid.conquer"), Do: func() string {
			cv.mode, cv.shown = conquering, p.ConquerCells()
			return ""
		}},
		{Label: kit.Tr("conquid.vanquish"), Do: set(vanquishing)}, // always: its preview tells why a block may not go
		{Label: kit.Tr("conquid.conquest"), Do: func() string { return "conquest" }, Disabled: !slices.Contains(legal, "conquest")},
	}
}

// Cells gives the centre of a named cell as the camera shows it now, or
// ok = false when the centre is outside the viewport.
func (cv *ConquidView) Cells() func(name string) (x, y float64, ok bool) {
	cam := cv.cam
	return func(name string) (float64, float64, bool) {
		c, err := conquid.ParseCell(name)
		if err != nil || !cam.Shows(c.File, c.Rank) {
			return 0, 0, false
		}
		x, y := cam.Center(c.File, c.Rank)
		return x, y, true
	}
}

func (cv *ConquidView) CellNames() []string {
	if cv.pos == nil {
		return nil
	}
	return board.SquareNames(cv.dims())
}

func (cv *ConquidView) Selection() string {
	nums := []int{int(cv.mode), len(cv.picks)}
	for _, c := range cv.picks {
		nums = append(nums, c.File, c.Rank)
	}
	if cv.block != nil {
		nums = append(nums, cv.block.File, cv.block.Rank)
	}
	return board.SelectionText(nums...)
}

// Places gives the centre of every cell of the board as the camera has it
// now, in the viewport or not.
func (cv *ConquidView) Places() func(name string) (x, y float64, ok bool) {
	cam := cv.cam
	return func(name string) (float64, float64, bool) {
		c, err := conquid.ParseCell(name)
		if err != nil || c.File >= cam.Cols || c.Rank >= cam.Rows {
			return 0, 0, false
		}
		x, y := cam.Center(c.File, c.Rank)
		return x, y, true
	}
}

// Reveal pans the camera until the whole cell, with a cell's margin
// where the board allows, is in the viewport.
func (cv *ConquidView) Reveal(name string) {
	c, err := conquid.ParseCell(name)
	if err != nil {
		return
	}
	r, p, port := cv.cam.CellRect(c.File, c.Rank), cv.cam.Pitch(), cv.cam.Port
	dx := max(0, port.X-(r.X-p)) + min(0, port.X+port.W-(r.X+r.W+p))
	dy := max(0, port.Y-(r.Y-p)) + min(0, port.Y+port.H-(r.Y+r.H+p))
	cv.cam.Pan(dx, dy)
}

// Pieces counts the cells of each player, HQs included.
func (cv *ConquidView) Pieces(pos game.Position) []int {
	p := pos.(*conquid.Position)
	count := make([]int, pos.Players()+1)
	for f := range p.Files() {
		for r := range p.Ranks() {
			count[owner(p.At(conquid.Cell{File: f, Rank: r}))]++
		}
	}
	return count[1:]
}

// owner is the player a cell belongs to, 0 for none.
func owner(s conquid.State) int {
	switch s {
	case conquid.Red, conquid.RedHQ:
		return 1
	case conquid.Blue, conquid.BlueHQ:
		return 2
	}
	return 0
}
