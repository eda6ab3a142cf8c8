package help

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/rules"
)

// diagramPlay plays a rules diagram's script (rules.Diagram) on a fresh
// board view of the game, as a player would in a play scene: taps go to
// the view's tap, presses to its actions and panel-part controls, and the
// steps they ask for are played only if legal. So a diagram looks, and
// behaves, exactly like the game.
type diagramPlay struct {
	Pos   game.Position
	legal []string
	steps []string // the steps the frames played, for the last-action marks
	board board.View
}

// DiagramStart returns the position a diagram starts from: its position
// text, or the start position, under its options.
func DiagramStart(r game.Ruleset, d *rules.Diagram) (game.Position, error) {
	if d.Position != "" {
		return r.ParsePosition(d.Options, d.Position)
	}
	return r.Start(d.Options)
}

// NewDiagramPlay lays a fresh board view of game r out on a frame of w×h
// device pixels drawn on vd, and plays the diagram's setup.
func NewDiagramPlay(views board.Views, r game.Ruleset, d *rules.Diagram, w, h float64, vd kit.View) (*diagramPlay, error) {
	pos, err := DiagramStart(r, d)
	if err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	dp := &diagramPlay{Pos: pos, legal: game.LegalTexts(pos), board: views.Of(r)}
	PlaceFrame(dp.board, pos, w, h, vd)
	if err := dp.Do(d.Setup); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	dp.steps = nil
	return dp, nil
}

// frameSize is the size of a diagram frame of pos drawn by b on vd: the
// board's natural size within w×boardH and, for a view with a panel part,
// the part below it.
func frameSize(b board.View, pos game.Position, w, boardH float64, vd kit.View) (fw, fh float64) {
	bw, bh := board.BoardFit(b, pos, w, boardH, vd)
	return bw, bh + partRoom(b, vd)
}

// partRoom is the room a board view's panel part takes under a frame's
// board, gap included; 0 without one.
func partRoom(b board.View, vd kit.View) float64 {
	if pp, ok := b.(play.PanelPart); ok {
		return vd.Px(kit.Gap) + pp.PartHeight(vd)
	}
	return 0
}

// PlaceFrame lays b out on a frame of w×h with its origin at (0, 0): the
// board on top, its panel part below.
func PlaceFrame(b board.View, pos game.Position, w, h float64, vd kit.View) {
	bw, bh := board.BoardFit(b, pos, w, max(1, h-partRoom(b, vd)), vd)
	b.Layout(kit.Rect{X: (w - bw) / 2, Y: 0, W: bw, H: bh}, vd)
	if pp, ok := b.(play.PanelPart); ok {
		pp.PlacePart(kit.Rect{X: 0, Y: bh + vd.Px(kit.Gap), W: w, H: pp.PartHeight(vd)})
	}
}

// Do does the actions one after another; the error names the first that
// could not be done, and why.
func (dp *diagramPlay) Do(acts []rules.Action) error {
	for _, a := range acts {
		dp.prime()
		step, err := dp.act(a)
		if err == nil && step != "" {
			err = dp.Play(step)
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
	dp.board.Status(dp.Pos)
	dp.board.Actions(dp.Pos, dp.legal)
}

// act does one action and returns the step it asks for, if any.
func (dp *diagramPlay) act(a rules.Action) (string, error) {
	switch a.Verb {
	case "tap":
		x, y, ok := dp.board.Cells()(a.Arg)
		if !ok {
			return "", fmt.Errorf("no cell or site %q on this board", a.Arg)
		}
		return dp.board.Tap(x, y, dp.legal), nil
	case "press":
		return dp.press(a.Arg)
	}
	return a.Arg, nil
}

// press presses the view's action or panel-part control whose label is
// label, or starts with it and a space.
func (dp *diagramPlay) press(label string) (string, error) {
	acts := dp.board.Actions(dp.Pos, dp.legal)
	if pp, ok := dp.board.(play.PanelPart); ok {
		for _, c := range pp.Controls(dp.Pos, dp.legal) {
			acts = append(acts, c.Action)
		}
	}
	var labels []string
	for _, act := range acts {
		labels = append(labels, act.Label)
		if act.Label != label && !strings.HasPrefix(act.Label, label+" ") {
			continue
		}
		if act.Disabled || act.Undo > 0 {
			return "", fmt.Errorf("the button %q cannot be pressed in a diagram now", act.Label)
		}
		return act.Do(), nil
	}
	return "", fmt.Errorf("no button %q; the view offers %q", label, labels)
}

// Play plays a legal step, as the play scene's apply does.
func (dp *diagramPlay) Play(step string) error {
	if !slices.Contains(dp.legal, step) {
		return fmt.Errorf("the step %q is not legal here", step)
	}
	if err := game.Play(dp.Pos, step); err != nil {
		return err
	}
	dp.steps = append(dp.steps, step)
	dp.legal = game.LegalTexts(dp.Pos)
	dp.board.Deselect()
	return nil
}

// Draw draws the frame: the board with the legal marks a player would see
// (marks), or without them, and the marks of the last step played.
func (dp *diagramPlay) Draw(dst *ebiten.Image, f *kit.Fonts, marks bool) {
	var legal []string
	if marks {
		legal = dp.legal
	}
	dp.board.Draw(dst, f, dp.Pos, legal, play.LastAction(dp.steps))
}

// RenderFrame draws frame k of a diagram (0 first) into a new image of
// w×h device pixels, playing the script up to it on a fresh view.
func RenderFrame(views board.Views, r game.Ruleset, d *rules.Diagram, k int, w, h float64, vd kit.View, f *kit.Fonts) (*ebiten.Image, error) {
	dp, err := NewDiagramPlay(views, r, d, w, h, vd)
	if err != nil {
		return nil, err
	}
	for i := range k + 1 {
		if err := dp.Do(d.Frames[i].Actions); err != nil {
			return nil, fmt.Errorf("frame %d: %w", i+1, err)
		}
	}
	img := ebiten.NewImage(max(1, int(w)), max(1, int(h)))
	dp.Draw(img, f, d.Frames[k].Marks)
	return img, nil
}

// diagramView is the view a diagram of game r is drawn on: the screen's,
// made smaller until the board view needs no controls of its own (zoom
// buttons) on a board of at most w×boardH, since a diagram has no room
// for them.
func diagramView(views board.Views, r game.Ruleset, pos game.Position, w, boardH float64, v kit.View) kit.View {
	vd := v
	for range 4 {
		b := views.Of(r)
		fw, fh := frameSize(b, pos, w, boardH, vd)
		PlaceFrame(b, pos, fw, fh, vd)
		if c, ok := b.(board.ControlView); !ok || c.Controls() == nil {
			break
		}
		vd.Zoom *= 0.8
	}
	return vd
}
