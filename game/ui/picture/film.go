package picture

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Video is the size a replay is filmed at: 720p.
var Video = image.Pt(1280, 720)

// The film's pace: a step shown this long, the last position held longer,
// and an animation of the view (a glide, a resolution) filmed at most
// this many frames a second.
const (
	StepTime  = 600 * time.Millisecond
	HoldTime  = 2 * time.Second
	animFrame = time.Second / 20
)

// Film is a replay of a game as the frames of a video: the start, then one
// step every StepTime, as the page draws it, the view's animations
// included (a step waits for the last one's to end); a game of hidden
// orders (Source of Power) goes a whole turn at a time, its resolution
// played back as in the page. The last position is held HoldTime.
type Film struct {
	view  board.View
	rec   game.Record
	name  string
	pos   game.Position
	shown int       // steps played
	drawn time.Time // when the last frame was drawn
	due   time.Time // when the next step, or the end, is due
}

// NewFilm films rec, drawn by view; name is the game's, for the caption.
func NewFilm(view board.View, r game.Ruleset, rec game.Record, name string) (*Film, error) {
	pos, err := game.Setup(r, rec)
	if err != nil {
		return nil, err
	}
	return &Film{view: view, rec: rec, name: name, pos: pos}, nil
}

// Shown is how many of the game's steps the film has shown.
func (f *Film) Shown() int { return f.shown }

// Frame draws on dst (of the size Video) the frame due at now, if one is:
// drew tells whether it did; over, that the film has ended. Call it often
// (every tick): the film keeps its own pace.
func (f *Film) Frame(dst *ebiten.Image, fonts *kit.Fonts, now time.Time) (drew, over bool) {
	switch {
	case f.due.IsZero(): // the start
		f.due = now
	case animating(f.view): // frames of it, the step's time running
		if now.Sub(f.drawn) < animFrame {
			return false, false
		}
		f.draw(dst, fonts)
		f.drawn = now
		if f.shown == len(f.rec.Steps) { // the last position held after it
			f.due = later(f.due, now.Add(HoldTime))
		}
		return true, false
	case now.Before(f.due):
		return false, false
	case f.shown == len(f.rec.Steps):
		return false, true
	default:
		if err := f.advance(); err != nil {
			return false, true
		}
	}
	beat := f.due // on the film's beat, unless an animation overran it
	if now.Sub(beat) > animFrame {
		beat = now
	}
	f.draw(dst, fonts)
	f.drawn, f.due = now, beat.Add(StepTime)
	if f.shown == len(f.rec.Steps) {
		f.due = beat.Add(HoldTime)
	}
	return true, false
}

// advance plays the next step; in a game of orders, every step to the
// end of the turn, which its resolution ends (or the game's).
func (f *Film) advance() error {
	orders, byTurn := f.pos.(game.Orders)
	turn := 0
	if byTurn {
		turn = orders.Turn()
	}
	for f.shown < len(f.rec.Steps) {
		if err := game.Play(f.pos, f.rec.Steps[f.shown]); err != nil {
			return err
		}
		f.shown++
		if !byTurn || orders.Turn() != turn || f.pos.Result().Over {
			return nil
		}
	}
	return nil
}

// draw draws the position shown with its caption.
func (f *Film) draw(dst *ebiten.Image, fonts *kit.Fonts) {
	last := ""
	if f.shown > 0 {
		last = f.rec.Steps[f.shown-1]
	}
	drawAt(dst, fonts, f.view, f.pos, last, f.name, f.shown, len(f.rec.Steps))
}

// later is the later of two times.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// animating tells whether view is playing an animation.
func animating(view board.View) bool {
	an, ok := view.(interface{ Animating() bool })
	return ok && an.Animating()
}
