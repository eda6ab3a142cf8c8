package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/rules"
)

// diagramPlay plays a rules diagram's script (rules.Diagram) on a fresh
// board view of the game, as a player would in a play scene: taps go to
// the view's tap, presses to its actions and panel-part controls, and the
// steps they ask for are played only if legal. So a diagram looks, and
// behaves, exactly like the game.
type diagramPlay struct {
	pos   game.Position
	legal []string
	steps []string // the steps the frames played, for the last-action marks
	board boardView
}

// diagramStart returns the position a diagram starts from: its position
// text, or the start position, under its options.
func diagramStart(r game.Ruleset, d *rules.Diagram) (game.Position, error) {
	if d.Position != "" {
		return r.ParsePosition(d.Options, d.Position)
	}
	return r.Start(d.Options)
}

// newDiagramPlay lays a fresh board view of game r out on a frame of w×h
// device pixels drawn on vd, and plays the diagram's setup.
func newDiagramPlay(r game.Ruleset, d *rules.Diagram, w, h float64, vd view) (*diagramPlay, error) {
	pos, err := diagramStart(r, d)
	if err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	dp := &diagramPlay{pos: pos, legal: game.LegalTexts(pos), board: boardViews[r.ID()]()}
	placeFrame(dp.board, pos, w, h, vd)
	if err := dp.do(d.Setup); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	dp.steps = nil
	return dp, nil
}

// frameSize is the size of a diagram frame of pos drawn by b on vd: the
// board's natural size within w×boardH and, for a view with a panel part,
// the part below it.
func frameSize(b boardView, pos game.Position, w, boardH float64, vd view) (fw, fh float64) {
	bw, bh := boardFit(b, pos, w, boardH, vd)
	return bw, bh + partRoom(b, vd)
}

// partRoom is the room a board view's panel part takes under a frame's
// board, gap included; 0 without one.
func partRoom(b boardView, vd view) float64 {
	if pp, ok := b.(panelPart); ok {
		return vd.px(gap) + pp.partHeight(vd)
	}
	return 0
}

// placeFrame lays b out on a frame of w×h with its origin at (0, 0): the
// board on top, its panel part below.
func placeFrame(b boardView, pos game.Position, w, h float64, vd view) {
	bw, bh := boardFit(b, pos, w, max(1, h-partRoom(b, vd)), vd)
	b.layout(rect{(w - bw) / 2, 0, bw, bh}, vd)
	if pp, ok := b.(panelPart); ok {
		pp.placePart(rect{0, bh + vd.px(gap), w, pp.partHeight(vd)})
	}
}

// do does the actions one after another; the error names the first that
// could not be done, and why.
func (dp *diagramPlay) do(acts []rules.Action) error {
	for _, a := range acts {
		dp.prime()
		step, err := dp.act(a)
		if err == nil && step != "" {
			err = dp.play(step)
		}
		if err != nil {
			return fmt.Errorf("%s %s: %w", a.Verb, a.Arg, err)
		}
	}
	dp.prime()
	return nil
}

// prime shows the view the position as a play scene does before every
// frame (some views learn their board there).
func (dp *diagramPlay) prime() {
	dp.board.status(dp.pos)
	dp.board.actions(dp.pos, dp.legal)
}

// act does one action and returns the step it asks for, if any.
func (dp *diagramPlay) act(a rules.Action) (string, error) {
	switch a.Verb {
	case "tap":
		x, y, ok := dp.board.cells()(a.Arg)
		if !ok {
			return "", fmt.Errorf("no cell or site %q on this board", a.Arg)
		}
		return dp.board.tap(x, y, dp.legal), nil
	case "press":
		return dp.press(a.Arg)
	}
	return a.Arg, nil
}

// press presses the view's action or panel-part control whose label is
// label, or starts with it and a space.
func (dp *diagramPlay) press(label string) (string, error) {
	acts := dp.board.actions(dp.pos, dp.legal)
	if pp, ok := dp.board.(panelPart); ok {
		for _, c := range pp.controls(dp.pos, dp.legal) {
			acts = append(acts, c.action)
		}
	}
	var labels []string
	for _, act := range acts {
		labels = append(labels, act.label)
		if act.label != label && !strings.HasPrefix(act.label, label+" ") {
			continue
		}
		if act.disabled || act.undo > 0 {
			return "", fmt.Errorf("the button %q cannot be pressed in a diagram now", act.label)
		}
		return act.do(), nil
	}
	return "", fmt.Errorf("no button %q; the view offers %q", label, labels)
}

// play plays a legal step, as the play scene's apply does.
func (dp *diagramPlay) play(step string) error {
	if !slices.Contains(dp.legal, step) {
		return fmt.Errorf("the step %q is not legal here", step)
	}
	if err := game.Play(dp.pos, step); err != nil {
		return err
	}
	dp.steps = append(dp.steps, step)
	dp.legal = game.LegalTexts(dp.pos)
	dp.board.deselect()
	return nil
}

// draw draws the frame: the board with the legal marks a player would see
// (marks), or without them, and the marks of the last step played.
func (dp *diagramPlay) draw(dst *ebiten.Image, f *fonts, marks bool) {
	var legal []string
	if marks {
		legal = dp.legal
	}
	dp.board.draw(dst, f, dp.pos, legal, lastAction(dp.steps))
}

// renderFrame draws frame k of a diagram (0 first) into a new image of
// w×h device pixels, playing the script up to it on a fresh view.
func renderFrame(r game.Ruleset, d *rules.Diagram, k int, w, h float64, vd view, f *fonts) (*ebiten.Image, error) {
	dp, err := newDiagramPlay(r, d, w, h, vd)
	if err != nil {
		return nil, err
	}
	for i := range k + 1 {
		if err := dp.do(d.Frames[i].Actions); err != nil {
			return nil, fmt.Errorf("frame %d: %w", i+1, err)
		}
	}
	img := ebiten.NewImage(max(1, int(w)), max(1, int(h)))
	dp.draw(img, f, d.Frames[k].Marks)
	return img, nil
}

// diagramView is the view a diagram of game r is drawn on: the screen's,
// made smaller until the board view needs no controls of its own (zoom
// buttons) on a board of at most w×boardH, since a diagram has no room
// for them.
func diagramView(r game.Ruleset, pos game.Position, w, boardH float64, v view) view {
	vd := v
	for range 4 {
		b := boardViews[r.ID()]()
		fw, fh := frameSize(b, pos, w, boardH, vd)
		placeFrame(b, pos, fw, fh, vd)
		if c, ok := b.(controlView); !ok || c.controls() == nil {
			break
		}
		vd.zoom *= 0.8
	}
	return vd
}
