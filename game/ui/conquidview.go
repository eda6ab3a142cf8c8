package ui

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// conquidView is the board view of Conquid: a grid of square cells, twice
// as wide as tall, that can be zoomed and panned. A turn starts with a
// choice of the four actions in the panel. Acquire then takes taps on three
// empty cells; Conquer first shows the cells it would take; Vanquish shows
// the 4×4 block under the pointer (its lower-left cell) and whether it may
// go; Conquest is offered only when the mover has a winning path.
type conquidView struct {
	v       view
	r       rect    // the whole view: board, labels and zoom controls
	cam     camera  // the cells
	strip   float64 // the width of the coordinate strips left and below
	zoomIn  *button
	zoomOut *button
	zoomFit *button
	sprites sprites
	pitch   float64 // the pitch the cell sprites were made for

	pos   *conquid.Position // the game, as last seen
	mode  conquidMode
	block *conquid.Cell  // Vanquish: the lower-left cell of the block shown
	picks []conquid.Cell // the cells acquired so far in this turn
	last  []conquid.Cell // the cells the last action changed, for its marks
	lastV *conquid.Cell  // the last Vanquish's block
	shown []conquid.Cell // Conquer: the cells it would take
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

func (cv *conquidView) layout(r rect, v view) {
	cv.v, cv.r = v, r
	cv.strip = v.px(conquidStrip)
	port := rect{r.x + cv.strip, r.y, r.w - cv.strip, r.h - cv.strip}
	if cv.needsZoom(r.w, v) {
		port.h -= v.px(touchMin + gap/2)
		cv.placeControls(rect{r.x, r.y + r.h - v.px(touchMin), r.w, v.px(touchMin)})
	} else {
		cv.zoomIn, cv.zoomOut, cv.zoomFit = nil, nil, nil
	}
	files, ranks := cv.dims()
	cv.cam = newCamera(port, files, ranks, v.px(conquidComfy))
	cv.sprites.reset()
}

// dims is the board's files and ranks. The play scene asks fit, which
// gives the view its game, before it lays the view out.
func (cv *conquidView) dims() (files, ranks int) { return cv.pos.Files(), cv.pos.Ranks() }

// needsZoom tells whether, at a view width w, cells would be smaller than
// comfortable, so that the zoom controls are worth their room.
func (cv *conquidView) needsZoom(w float64, v view) bool {
	files, _ := cv.dims()
	return (w-v.px(conquidStrip))/float64(files) < v.px(conquidZoomable)
}

// fit gives the board its natural shape: files×ranks cells plus the
// coordinate strips and, when cells are small, a row of zoom controls.
func (cv *conquidView) fit(pos game.Position, w, h float64, v view) (bw, bh float64) {
	cv.see(pos)
	files, ranks := cv.dims()
	strip := v.px(conquidStrip)
	extra := strip
	p := min((w-strip)/float64(files), (h-extra)/float64(ranks))
	if cv.needsZoom(strip+p*float64(files), v) {
		extra += v.px(touchMin + gap/2)
		p = min((w-strip)/float64(files), (h-extra)/float64(ranks))
	}
	p = max(1, float64(int(p)))
	return strip + p*float64(files), extra + p*float64(ranks)
}

// placeControls makes the zoom buttons, in a row at the bottom right.
func (cv *conquidView) placeControls(row rect) {
	v := cv.v
	w := min(v.px(96), (row.w-2*v.px(gap/2))/3)
	x := row.x + row.w - 3*w - 2*v.px(gap/2)
	mk := func(i int, label string, keys []ebiten.Key, do func()) *button {
		return &button{label: label, keys: keys, action: do,
			r: rect{x + float64(i)*(w+v.px(gap/2)), row.y, w, row.h}}
	}
	cv.zoomOut = mk(0, tr("zoom.out"), []ebiten.Key{ebiten.KeyMinus}, func() { cv.cam.zoomCentre(1 / zoomStep) })
	cv.zoomIn = mk(1, tr("zoom.in"), []ebiten.Key{ebiten.KeyEqual}, func() { cv.cam.zoomCentre(zoomStep) })
	cv.zoomFit = mk(2, tr("zoom.fit"), []ebiten.Key{ebiten.Key0}, func() { cv.cam.zoomCentre(1 / cv.cam.scale) })
}

// controls are the zoom buttons, when the board needs them.
func (cv *conquidView) controls() []*button {
	if cv.zoomIn == nil {
		return nil
	}
	cv.zoomIn.disabled = cv.cam.scale >= cv.cam.most
	cv.zoomOut.disabled = cv.cam.scale <= 1
	cv.zoomFit.disabled = cv.cam.scale <= 1
	return []*button{cv.zoomOut, cv.zoomIn, cv.zoomFit}
}

// gesture pans (a drag that began on the cells), zooms (about a point on
// the cells) and, while choosing a block to vanquish, follows the mouse.
func (cv *conquidView) gesture(g gesture) bool {
	before := cv.cam
	if g.pan != (point{}) && cv.cam.port.contains(g.from.x, g.from.y) {
		cv.cam.pan(g.pan.x, g.pan.y)
	}
	if g.zoom != 1 && cv.cam.port.contains(g.focus.x, g.focus.y) {
		cv.cam.zoomAt(g.zoom, g.focus.x, g.focus.y)
	}
	changed := cv.cam != before
	if g.hovered && cv.mode == vanquishing {
		if c, ok := cv.blockAt(g.hover.x, g.hover.y); ok && (cv.block == nil || *cv.block != c) {
			cv.block, changed = &c, true
		}
	}
	return changed
}

// see remembers the game the play scene shows (the same position all
// game long: steps change it in place).
func (cv *conquidView) see(pos game.Position) *conquid.Position {
	cv.pos = pos.(*conquid.Position)
	return cv.pos
}

func (cv *conquidView) tap(x, y float64, legal []string) string {
	f, r, ok := cv.cam.at(x, y)
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
func (cv *conquidView) blockAt(x, y float64) (conquid.Cell, bool) {
	f, r, ok := cv.cam.at(x, y)
	files, ranks := cv.dims()
	return conquid.Cell{File: min(f, files-4), Rank: min(r, ranks-4)}, ok
}

// vanquish returns the step that vanquishes the block shown, if legal, and
// remembers it for the last-action marks.
func (cv *conquidView) vanquish(legal []string) string {
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

func (cv *conquidView) deselect() {
	cv.mode, cv.block, cv.shown = choosing, nil, nil
}

// actions offers the four actions at a turn's start, and Confirm and
// Cancel while an action is being prepared. Acquire and Conquest are dimmed
// when the rules do not allow them now; Vanquish never is, because its
// preview tells why a block may not be vanquished.
func (cv *conquidView) actions(pos game.Position, legal []string) []action {
	p := cv.see(pos)
	if midAcquire(legal) {
		return nil
	}
	set := func(m conquidMode) func() string {
		return func() string { cv.mode = m; return "" }
	}
	cancel := action{label: tr("common.cancel"), do: func() string { cv.deselect(); return "" }}
	switch cv.mode {
	case acquiring:
		return []action{cancel}
	case conquering:
		return []action{{label: tr("conquid.confirm-conquer"), do: func() string {
			cv.last, cv.lastV = cv.shown, nil
			return "conquer"
		}}, cancel}
	case vanquishing:
		ok := cv.block != nil && slices.Contains(legal, "vanquish "+cv.block.String())
		return []action{{label: tr("conquid.confirm-vanquish"), disabled: !ok, do: func() string { return cv.vanquish(legal) }}, cancel}
	}
	return []action{
		{label: tr("conquid.acquire"), do: set(acquiring), disabled: !hasPrefixed(legal, "acquire ")},
		{label: tr("conquid.conquer"), do: func() string {
			cv.mode, cv.shown = conquering, p.ConquerCells()
			return ""
		}},
		{label: tr("conquid.vanquish"), do: set(vanquishing)}, // always: its preview tells why a block may not go
		{label: tr("conquid.conquest"), do: func() string { return "conquest" }, disabled: !slices.Contains(legal, "conquest")},
	}
}

// hasPrefixed tells whether some legal step starts with prefix.
func hasPrefixed(legal []string, prefix string) bool {
	return slices.ContainsFunc(legal, func(s string) bool { return strings.HasPrefix(s, prefix) })
}

// cells gives the centre of a named cell as the camera shows it now, or
// ok = false when the centre is outside the viewport.
func (cv *conquidView) cells() func(name string) (x, y float64, ok bool) {
	cam := cv.cam
	return func(name string) (float64, float64, bool) {
		c, err := conquid.ParseCell(name)
		if err != nil || !cam.shows(c.File, c.Rank) {
			return 0, 0, false
		}
		x, y := cam.center(c.File, c.Rank)
		return x, y, true
	}
}
