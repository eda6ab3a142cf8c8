package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// First-game hints: under the status card, the play scene says what the
// player to act can do now (the board view's hint, which follows the
// selection and the phase of the turn). A game's hints show until the
// first game of that kind ends, or until the player hides them; the rules
// screen turns them on and off again. The device remembers the choice.

// HintsKey is where the device keeps whether the game's hints show: "on"
// or "off"; no value means the player has not finished a game of it yet.
func HintsKey(game string) string { return "pentarchy.hints." + game }

// HintsOn tells whether hints of the game show.
func HintsOn(a scene.Host, game string) bool {
	v, _ := a.Store().Get(HintsKey(game))
	return v != "off"
}

// SetHints turns the game's hints on or off for good.
func SetHints(a scene.Host, game string, on bool) {
	v := "off"
	if on {
		v = "on"
	}
	a.Store().Set(HintsKey(game), v)
}

// Sizes of the hint, in CSS pixels.
const (
	hintRoom  = 64 // the room the panel makes for the hint while it shows
	hintClose = 44 // the hide button's side
	hintCross = 9  // half the hide button's cross
)

// hintMost is the largest part of its height the board gives up for the
// hint.
const hintMost = 0.25

// noteOver stops the hints of a game's kind once a game of it has ended,
// unless the player turned them on by hand.
func (s *PlayScene) noteOver() {
	key := HintsKey(s.Rules.ID())
	if _, chosen := s.a.Store().Get(key); !chosen && s.Pos.Result().Over {
		SetHints(s.a, s.Rules.ID(), false)
	}
}

// Hinting tells whether the hint shows now: hints on, the game going on,
// and a person here to act who sees the board.
func (s *PlayScene) Hinting() bool {
	return HintsOn(s.a, s.Rules.ID()) && !s.Over() && s.Moves == nil && s.ByHand() && !s.Curtained()
}

// hintFit is the room the play scene's layout makes for the hint while
// hints show: the panel grows by extra, and the board gives it up.
type hintFit struct {
	extra   float64
	fitting bool // a layout to fit the hint is under way
}

// fitHint lays the scene out again, after a layout, to make room for the
// hint while hints show: hintRoom, for the hide button and a few lines.
// When the panel is below the board, the board gives up what the hint
// lacks, but no more than hintMost of its height, and not so much that
// the panel, as narrow as a square board, squeezes the game bar's buttons
// below a finger's width. If that leaves no room for the hide button, the
// board keeps its size and the hint does not show. The hint's room may
// grow less than the panel, when the panel narrows with the board, so it
// may take a few layouts.
func (s *PlayScene) fitHint() {
	if s.hint.fitting {
		return
	}
	s.hint.fitting = true
	defer func() { s.hint.fitting = false }()
	if s.hint.extra != 0 {
		s.hint.extra = 0
		s.Layout(s.v)
	}
	if !HintsOn(s.a, s.Rules.ID()) || s.Pos.Result().Over {
		return
	}
	least := s.BoardR.H * (1 - hintMost)
	for range 4 {
		lack := s.v.Px(hintRoom) - s.hintRect().H
		if lack < 0.5 || s.PanelR.Y < s.BoardR.Y+s.BoardR.H {
			break
		}
		s.hint.extra = s.PanelR.H + lack - s.panelBase()
		s.Layout(s.v)
		if short := s.barShortfall(); short > 0 {
			s.hint.extra -= short
			s.Layout(s.v)
			break
		}
	}
	if s.BoardR.H < least || s.barShortfall() > 0 || s.hintRect().H < s.v.Px(hintClose) {
		s.hint.extra = 0
		s.Layout(s.v)
	}
}

// barShortfall is how much narrower the panel is than the game bar needs
// for buttons a finger can hit; 0 when it is wide enough.
func (s *PlayScene) barShortfall() float64 {
	n := float64(len(s.Bar))
	need := n*s.v.Px(kit.TouchMin) + (n-1)*s.v.Px(kit.Gap/3)
	return max(0, math.Ceil(need-s.PanelR.W))
}

// hintRect is the room for the hint: between the status card and the
// highest button or the board view's panel part.
func (s *PlayScene) hintRect() kit.Rect {
	f, v := s.a.Fonts(), s.v
	c := s.StatusCard(s.Status())
	top := s.PanelR.Y + c.Height(f, v, s.PanelR.W) + v.Px(kit.Gap)
	bottom := s.ButtonsTop()
	if part := s.PartHeight(); part > 0 {
		bottom = min(bottom, s.Bar[0].R.Y-v.Px(kit.Gap)-part)
	}
	bottom -= v.Px(kit.Gap)
	return kit.Rect{X: s.PanelR.X + v.Px(4), Y: top, W: s.PanelR.W - v.Px(8), H: bottom - top}
}

// hideButton is the button that hides the hints, at the top right of the
// hint; nil when no hint shows or there is no room for the button.
func (s *PlayScene) hideButton() *kit.Button {
	r := s.hintRect()
	side := s.v.Px(hintClose)
	if !s.Hinting() || r.H < side {
		return nil
	}
	return &kit.Button{
		Label: kit.Tr("hints.hide"),
		R:     kit.Rect{X: r.X + r.W - side, Y: r.Y, W: side, H: side},
		Action: func() {
			SetHints(s.a, s.Rules.ID(), false)
			s.Layout(s.v)
		},
	}
}

// hintButtons are the buttons of the hint: the hide button, if shown.
func (s *PlayScene) hintButtons() []*kit.Button {
	if b := s.hideButton(); b != nil {
		return []*kit.Button{b}
	}
	return nil
}

// drawHint draws the board view's news or, while hints show, its hint
// with the hide button beside it. Text that does not fit keeps its whole
// first sentences.
func (s *PlayScene) drawHint(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.v
	r := s.hintRect()
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	if say := s.Link.Say(); say != "" {
		kit.DrawParagraph(dst, say, face, r, kit.Th.Muted)
		return
	}
	if n, ok := s.Board.(board.NewsView); ok && n.News() != "" {
		kit.DrawParagraph(dst, n.News(), face, r, kit.Th.Muted)
		return
	}
	if advice := s.AdviceText(); advice != "" {
		kit.DrawParagraph(dst, advice, face, r, kit.Th.Text)
		return
	}
	b := s.hideButton()
	if b == nil {
		kit.DrawParagraph(dst, s.a.WithKeys(""), face, r, kit.Th.Muted)
		return
	}
	r.W -= b.R.W + v.Px(kit.Gap/2)
	kit.DrawParagraph(dst, s.a.WithKeys(s.Board.Hint(s.Pos, s.LegalShown())), face, r, kit.Th.Muted)
	drawCross(dst, b.R, v)
}

// drawCross draws the hide button: a small round button with a cross.
func drawCross(dst *ebiten.Image, r kit.Rect, v kit.View) {
	cx, cy := r.Center()
	rad := math.Round(r.W * 0.36)
	kit.Disc(dst, cx, cy, rad, kit.Th.Button, v.Px(1.5), kit.Th.ButtonEdge)
	d := v.Px(hintCross) * 0.6
	w := v.Px(2)
	kit.FillPolygon(dst, bar(cx, cy, d, w, 1), kit.Th.ButtonText, 0, nil)
	kit.FillPolygon(dst, bar(cx, cy, d, w, -1), kit.Th.ButtonText, 0, nil)
}

// bar is a diagonal bar of half length d and width w through (x, y),
// rising to the right when dir is 1 and falling when it is -1.
func bar(x, y, d, w, dir float64) []float64 {
	k := w / 2 / math.Sqrt2 // the offset to each side, along both axes
	x0, y0, x1, y1 := x-d, y+dir*d, x+d, y-dir*d
	return []float64{
		x0 + dir*k, y0 + k, x1 + dir*k, y1 + k,
		x1 - dir*k, y1 - k, x0 - dir*k, y0 - k,
	}
}
