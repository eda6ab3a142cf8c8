package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
)

// Panel sizes in CSS pixels: the least room the panel needs below the board
// (portrait) or beside it (landscape), and its widest.
const (
	panelMinH = 240
	panelMinW = 300
	panelMaxW = 420
	// panelCard is the room a panel keeps, besides a board view's panel
	// part, for the status card, the game bar and the gaps.
	panelCard = 170
)

// panelPart is an optional interface of a board view that keeps a band of
// the panel for itself, just above the bottom row of buttons (Patriarchs
// shows both reserves there). The view draws the band in its own draw; the
// play scene reports its controls as buttons, routes taps and keys to them
// like to its own buttons, but does not draw them. A view with a panel part
// should offer at most one action, so that no row of buttons covers it.
type panelPart interface {
	// partHeight is the band's height in device pixels on the view v.
	partHeight(v view) float64
	// placePart gives the band its rectangle, after every layout.
	placePart(r rect)
	// controls are the band's tappable controls now, in device pixels.
	controls(pos game.Position, legal []string) []control
}

// control is a tappable part of a board view's panel part: an action with
// its place on screen.
type control struct {
	action
	r rect
}

// layout gives the board the largest size that fits with the panel below
// it or beside it, whichever leaves the bigger board: a square, or the
// shape a sizedView asks for. The buttons sit at the bottom of the panel,
// in reach of a thumb, with a board view's panel part just above them.
func (s *playScene) layout(v view) {
	s.v = v
	m := v.px(margin)
	part := s.partHeight()
	panelH := s.panelBase() + s.hint.extra
	bw, bh := boardFit(s.board, s.pos, v.w-2*m, v.h-panelH-3*m, v)
	sw, sh := boardFit(s.board, s.pos, v.w-v.px(panelMinW)-3*m, v.h-2*m, v)
	if sw*sh > bw*bh {
		pw := min(v.w-sw-3*m, v.px(panelMaxW))
		x := (v.w - sw - m - pw) / 2
		s.boardR = rect{x, (v.h - sh) / 2, sw, sh}
		s.panelR = rect{x + sw + m, m, pw, v.h - 2*m}
		if sh == sw {
			s.panelR.y, s.panelR.h = s.boardR.y, sh
		}
	} else {
		s.boardR = rect{(v.w - bw) / 2, m, bw, bh}
		s.panelR = rect{m, bh + 2*m, v.w - 2*m, v.h - bh - 3*m}
		if bh == bw {
			s.panelR.x, s.panelR.w = s.boardR.x, bw
		}
	}
	s.board.layout(s.boardR, v)
	s.placeBar()
	s.placeButtons([]*button{s.newGame})
	if s.moves != nil {
		s.placeMoves()
	}
	if pp, ok := s.board.(panelPart); ok {
		pp.placePart(rect{s.panelR.x, s.bar[0].r.y - v.px(gap) - part, s.panelR.w, part})
	}
	s.fitHint()
}

// panelBase is the least height of a panel below the board.
func (s *playScene) panelBase() float64 {
	return max(s.v.px(panelMinH), s.partHeight()+s.v.px(panelCard))
}

// partHeight is the height of the board view's panel part, 0 without one.
func (s *playScene) partHeight() float64 {
	if pp, ok := s.board.(panelPart); ok {
		return pp.partHeight(s.v)
	}
	return 0
}

// wideRow is the i-th row of buttons counted up from the bottom of the
// panel, as wide as the panel. Row 0 is the game bar.
func (s *playScene) wideRow(i int) rect {
	v := s.v
	bh := v.px(buttonH)
	y := s.panelR.y + s.panelR.h - bh - float64(i)*(bh+v.px(gap))
	return rect{s.panelR.x, y, s.panelR.w, bh}
}

// placeButtons puts the board view's actions in the panel, the main one
// just above the game bar (or the view's panel part), any others each on a
// row above it.
func (s *playScene) placeButtons(bs []*button) {
	v := s.v
	bottom := s.bar[0].r.y
	if part := s.partHeight(); part > 0 {
		bottom -= part + v.px(gap)
	}
	for i, b := range bs {
		r := s.wideRow(0)
		r.y = bottom - float64(i+1)*(r.h+v.px(gap))
		b.r = r
	}
}

// draw draws the board, then the panel: the status card (or the game-over
// banner), a hint while the game goes on, and the buttons.
func (s *playScene) draw(dst *ebiten.Image) {
	if s.moves != nil {
		s.drawMoves(dst)
		return
	}
	f, v := s.a.fonts, s.v
	s.board.draw(dst, f, s.pos, s.legalShown(), lastAction(s.rec.Steps))
	st := s.status()
	c := s.statusCard(st)
	c.draw(dst, f, v, s.panelR)
	if !st.over {
		s.drawHint(dst)
	}
	for _, b := range s.drawnButtons() {
		b.draw(dst, f, v)
	}
}

// drawnButtons are the buttons the scene draws: the panel's, and a board
// view's own controls (controlView). A panel part draws its controls itself.
func (s *playScene) drawnButtons() []*button {
	bs := s.panelButtons()
	if c, ok := s.board.(controlView); ok {
		bs = append(bs, c.controls()...)
	}
	return bs
}

// buttonsTop is the top edge of the highest button in the panel.
func (s *playScene) buttonsTop() float64 {
	top := s.menu.r.y
	for _, b := range s.panelButtons() {
		top = min(top, b.r.y)
	}
	return top
}
