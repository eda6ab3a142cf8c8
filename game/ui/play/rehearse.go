package play

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// Ahead is what the next step may show: the game after the first legal
// step of each kind (its verb), each a scene of its own that is never
// shown. The new-game screen draws them ahead (scene.Rehearser), so that
// the pieces, marks and texts the first steps bring are ready when a
// player plays one like them.
func (s *PlayScene) Ahead() []*PlayScene {
	if s.Pos.Result().Over {
		return nil
	}
	var out []*PlayScene
	var verbs []string
	for _, step := range s.Legal {
		verb, _, _ := strings.Cut(step, " ")
		if slices.Contains(verbs, verb) {
			continue
		}
		verbs = append(verbs, verb)
		if next := s.after(step); next != nil {
			out = append(out, next)
		}
	}
	return out
}

// after is the game after step, played by hand on this device, drawn by
// the same board view: its layers are made once for all of them.
func (s *PlayScene) after(step string) *PlayScene {
	rec := s.Rec
	rec.Steps = append(slices.Clone(s.Rec.Steps), step)
	next, err := ResumePlayScene(s.a, s.Rules, rec, persons(s.Pos.Players()))
	if err != nil {
		return nil
	}
	next.Ready, next.Board = next.Holder(), s.Board
	return next
}

// Picked is the game with a piece picked up, as the first tap of a move
// shows it, its legal targets marked: a scene that is never shown, for
// the new-game screen to draw ahead, so that the marks of a selection are
// ready when a player picks up a piece (or a base, to spawn on it). It is
// nil when no legal step has an argument; which one names a cell is found
// once the scene is laid out (From).
func (s *PlayScene) Picked() *PickedScene {
	for _, step := range s.Legal {
		if strings.Contains(step, " ") {
			return &PickedScene{s}
		}
	}
	return nil
}

// PickedScene draws its game with the cell From tapped: the board view
// takes the tap before the drawing and drops the selection after, so the
// view, which the scenes drawn ahead share, is left as it was. The step
// a tap may ask for at once is not played. It does not embed the game:
// the page keeps every exported method of a type stored in an interface,
// and the game's promoted methods would weigh 22 KB.
type PickedScene struct {
	Game *PlayScene
}

func (p *PickedScene) Name() string           { return p.Game.Name() }
func (p *PickedScene) Layout(v kit.View)      { p.Game.Layout(v) }
func (p *PickedScene) Buttons() []*kit.Button { return p.Game.Buttons() }
func (p *PickedScene) Tap(x, y float64)       {}

func (p *PickedScene) Draw(dst *ebiten.Image) {
	g := p.Game
	if x, y, ok := g.Board.Cells()(p.From()); ok {
		g.Board.Tap(x, y, g.Legal)
		defer g.Board.Deselect()
	}
	g.Draw(dst)
}

// From is the cell tapped, once the scene is laid out: the cell the first
// legal move moves from, else the first cell a legal step names; "" when
// there is none.
func (p *PickedScene) From() string {
	cells := p.Game.Board.Cells()
	var first string
	for _, step := range p.Game.Legal {
		verb, rest, _ := strings.Cut(step, " ")
		for _, arg := range strings.Fields(rest) {
			if cell := leadingCell(arg, cells); cell != "" {
				if verb == "move" {
					return cell
				}
				if first == "" {
					first = cell
				}
				break
			}
		}
	}
	return first
}

// leadingCell is the cell that arg starts with, named as the board view
// names its cells and followed by nothing, "-" or ">" ("h2", "h2-g4",
// "2,2-1,1", "-3,0>-2,0"); "" when there is none.
func leadingCell(arg string, cells func(string) (float64, float64, bool)) string {
	for i := 1; i <= len(arg); i++ {
		if i < len(arg) && arg[i] != '-' && arg[i] != '>' {
			continue
		}
		if _, _, ok := cells(arg[:i]); ok {
			return arg[:i]
		}
	}
	return ""
}
