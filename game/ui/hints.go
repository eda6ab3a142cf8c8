package ui

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// First-game hints: under the status card, the play scene says what the
// player to act can do now (the board view's hint, which follows the
// selection and the phase of the turn). A game's hints show until the
// first game of that kind ends, or until the player hides them; the rules
// screen turns them on and off again. The device remembers the choice.

// hintsKey is where the device keeps whether the game's hints show: "on"
// or "off"; no value means the player has not finished a game of it yet.
func hintsKey(game string) string { return "pentarchy.hints." + game }

// hintsOn tells whether hints of the game show.
func (a *App) hintsOn(game string) bool {
	v, _ := a.store.Get(hintsKey(game))
	return v != "off"
}

// setHints turns the game's hints on or off for good.
func (a *App) setHints(game string, on bool) {
	v := "off"
	if on {
		v = "on"
	}
	a.store.Set(hintsKey(game), v)
}

// newsView is a board view with something to tell that is no hint: what
// happened last (Source of Power's resolution log). It shows in the hint's
// place, hints on or off.
type newsView interface {
	news() string
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
func (s *playScene) noteOver() {
	key := hintsKey(s.rules.ID())
	if _, chosen := s.a.store.Get(key); !chosen && s.pos.Result().Over {
		s.a.setHints(s.rules.ID(), false)
	}
}

// hinting tells whether the hint shows now: hints on, the game going on,
// and a person here to act who sees the board.
func (s *playScene) hinting() bool {
	return s.a.hintsOn(s.rules.ID()) && !s.pos.Result().Over && s.moves == nil && s.byHand() && !s.curtained()
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
func (s *playScene) fitHint() {
	if s.hint.fitting {
		return
	}
	s.hint.fitting = true
	defer func() { s.hint.fitting = false }()
	if s.hint.extra != 0 {
		s.hint.extra = 0
		s.layout(s.v)
	}
	if !s.a.hintsOn(s.rules.ID()) || s.pos.Result().Over {
		return
	}
	least := s.boardR.h * (1 - hintMost)
	for range 4 {
		lack := s.v.px(hintRoom) - s.hintRect().h
		if lack < 0.5 || s.panelR.y < s.boardR.y+s.boardR.h {
			break
		}
		s.hint.extra = s.panelR.h + lack - s.panelBase()
		s.layout(s.v)
		if short := s.barShortfall(); short > 0 {
			s.hint.extra -= short
			s.layout(s.v)
			break
		}
	}
	if s.boardR.h < least || s.barShortfall() > 0 || s.hintRect().h < s.v.px(hintClose) {
		s.hint.extra = 0
		s.layout(s.v)
	}
}

// barShortfall is how much narrower the panel is than the game bar needs
// for buttons a finger can hit; 0 when it is wide enough.
func (s *playScene) barShortfall() float64 {
	n := float64(len(s.bar))
	need := n*s.v.px(touchMin) + (n-1)*s.v.px(gap/3)
	return max(0, math.Ceil(need-s.panelR.w))
}

// hintRect is the room for the hint: between the status card and the
// highest button or the board view's panel part.
func (s *playScene) hintRect() rect {
	f, v := s.a.fonts, s.v
	c := s.statusCard(s.status())
	top := s.panelR.y + c.height(f, v, s.panelR.w) + v.px(gap)
	bottom := s.buttonsTop()
	if part := s.partHeight(); part > 0 {
		bottom = min(bottom, s.bar[0].r.y-v.px(gap)-part)
	}
	bottom -= v.px(gap)
	return rect{s.panelR.x + v.px(4), top, s.panelR.w - v.px(8), bottom - top}
}

// hideButton is the button that hides the hints, at the top right of the
// hint; nil when no hint shows or there is no room for the button.
func (s *playScene) hideButton() *button {
	r := s.hintRect()
	side := s.v.px(hintClose)
	if !s.hinting() || r.h < side {
		return nil
	}
	return &button{
		label: tr("hints.hide"),
		r:     rect{r.x + r.w - side, r.y, side, side},
		action: func() {
			s.a.setHints(s.rules.ID(), false)
			s.layout(s.v)
		},
	}
}

// hintButtons are the buttons of the hint: the hide button, if shown.
func (s *playScene) hintButtons() []*button {
	if b := s.hideButton(); b != nil {
		return []*button{b}
	}
	return nil
}

// drawHint draws the board view's news or, while hints show, its hint
// with the hide button beside it. Text that does not fit keeps its whole
// first sentences.
func (s *playScene) drawHint(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	r := s.hintRect()
	face := f.face(regular, v.px(textBody))
	if s.link != nil && s.link.say() != "" {
		drawParagraph(dst, s.link.say(), face, r, th.muted)
		return
	}
	if n, ok := s.board.(newsView); ok && n.news() != "" {
		drawParagraph(dst, n.news(), face, r, th.muted)
		return
	}
	if advice := s.adviceText(); advice != "" {
		drawParagraph(dst, advice, face, r, th.text)
		return
	}
	b := s.hideButton()
	if b == nil {
		drawParagraph(dst, s.a.withKeys(""), face, r, th.muted)
		return
	}
	r.w -= b.r.w + v.px(gap/2)
	drawParagraph(dst, s.a.withKeys(s.board.hint(s.pos, s.legalShown())), face, r, th.muted)
	drawCross(dst, b.r, v)
}

// drawCross draws the hide button: a small round button with a cross.
func drawCross(dst *ebiten.Image, r rect, v view) {
	cx, cy := r.center()
	rad := math.Round(r.w * 0.36)
	disc(dst, cx, cy, rad, th.button, v.px(1.5), th.buttonEdge)
	d := v.px(hintCross) * 0.6
	w := v.px(2)
	fillPolygon(dst, bar(cx, cy, d, w, 1), th.buttonText, 0, nil)
	fillPolygon(dst, bar(cx, cy, d, w, -1), th.buttonText, 0, nil)
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

// joinSentences writes sentences one after another.
func joinSentences(parts []string) string { return strings.Join(parts, " ") }
