package ui

import (
	"fmt"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/patriarchs"
	"pentarchy/game/power"
)

// What the keyboard cursor and the sounds need from each board view: the
// names of its cells (cellLister), a description of its selection
// (selector, in sound.go), and, for a board larger than its viewport, the
// place of every cell on or off screen and a way to bring one into view
// (panner).

// cellLister is a board view whose cells the keyboard cursor can visit:
// every cell or site of the board, by the names cells() takes.
type cellLister interface {
	cellNames() []string
}

// panner is a board view that may show only part of its board (a zoomed
// Conquid board). places gives the centre of every cell, in device
// pixels, off screen too; reveal pans the view until the named cell is on
// screen.
type panner interface {
	places() func(name string) (x, y float64, ok bool)
	reveal(name string)
}

// squareNames are the names of the squares of a board files×ranks, a1
// first.
func squareNames(files, ranks int) []string {
	names := make([]string, 0, files*ranks)
	for r := range ranks {
		for f := range files {
			names = append(names, game.SquareName(f, r))
		}
	}
	return names
}

func (pv *phalanxView) cellNames() []string { return squareNames(phalanxSize, phalanxSize) }

func (pv *phalanxView) selection() string { return pv.sel }

func (pv *patriarchsView) cellNames() []string {
	return squareNames(patriarchs.Size, patriarchs.Size)
}

func (pv *patriarchsView) selection() string {
	return fmt.Sprint(pv.sel, "|", pv.kind, "|", pv.dsq)
}

func (pv *parryView) cellNames() []string {
	if pv.board == nil {
		return nil
	}
	names := make([]string, pv.board.Len())
	for s := range names {
		names[s] = pv.board.SiteName(s)
	}
	return names
}

// selection includes the site whose power the panel shows: tapping a site
// for its power does something.
func (pv *parryView) selection() string { return fmt.Sprint(pv.sel, "|", pv.info) }

func (cv *conquidView) cellNames() []string {
	if cv.pos == nil {
		return nil
	}
	return squareNames(cv.dims())
}

func (cv *conquidView) selection() string {
	return fmt.Sprint(cv.mode, cv.picks, cv.block)
}

// places gives the centre of every cell of the board as the camera has it
// now, in the viewport or not.
func (cv *conquidView) places() func(name string) (x, y float64, ok bool) {
	cam := cv.cam
	return func(name string) (float64, float64, bool) {
		c, err := conquid.ParseCell(name)
		if err != nil || c.File >= cam.cols || c.Rank >= cam.rows {
			return 0, 0, false
		}
		x, y := cam.center(c.File, c.Rank)
		return x, y, true
	}
}

// reveal pans the camera until the whole cell, with a cell's margin
// where the board allows, is in the viewport.
func (cv *conquidView) reveal(name string) {
	c, err := conquid.ParseCell(name)
	if err != nil {
		return
	}
	r, p, port := cv.cam.cellRect(c.File, c.Rank), cv.cam.pitch(), cv.cam.port
	dx := max(0, port.x-(r.x-p)) + min(0, port.x+port.w-(r.x+r.w+p))
	dy := max(0, port.y-(r.y-p)) + min(0, port.y+port.h-(r.y+r.h+p))
	cv.cam.pan(dx, dy)
}

func (pv *powerView) cellNames() []string {
	if pv.m == nil {
		return nil
	}
	names := make([]string, pv.m.Len())
	for c := range power.Cell(pv.m.Len()) {
		names[c] = pv.m.Name(c)
	}
	return names
}

func (pv *powerView) selection() string {
	return fmt.Sprint(pv.sel.kind, pv.sel.path, pv.sel.base, pv.sel.upgrade)
}
