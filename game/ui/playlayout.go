package ui

import "github.com/hajimehoshi/ebiten/v2"

// Panel sizes in CSS pixels: the least room the panel needs below the board
// (portrait) or beside it (landscape), and its widest.
const (
	panelMinH = 240
	panelMinW = 300
	panelMaxW = 420
)

// layout gives the board the largest size that fits with the panel below
// it or beside it, whichever leaves the bigger board: a square, or the
// shape a sizedView asks for. The buttons sit at the bottom of the panel,
// in reach of a thumb.
func (s *playScene) layout(v view) {
	s.v = v
	m := v.px(margin)
	bw, bh := boardFit(s.board, s.pos, v.w-2*m, v.h-v.px(panelMinH)-3*m, v)
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
	row := s.buttonRow(0)
	s.newGame.r, s.menu.r = row[0], row[1]
}

// buttonRow is the i-th row of buttons counted up from the bottom of the
// panel, split into a wide place and a narrow one.
func (s *playScene) buttonRow(i int) []rect {
	v := s.v
	bh := v.px(buttonH)
	y := s.panelR.y + s.panelR.h - bh - float64(i)*(bh+v.px(gap))
	return rect{s.panelR.x, y, s.panelR.w, bh}.row(v.px(gap), 2, 1)
}

// placeButtons puts the board view's actions in the panel: the main one
// beside Menu at the bottom, any others each on a full row above it.
func (s *playScene) placeButtons(bs []*button) {
	for i, b := range bs {
		if i == 0 {
			b.r = s.buttonRow(0)[0]
			continue
		}
		row := s.buttonRow(i)
		b.r = rect{row[0].x, row[0].y, s.panelR.w, row[0].h}
	}
}

// draw draws the board, then the panel: the status card (or the game-over
// banner), a hint while the game goes on, and the buttons.
func (s *playScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	s.board.draw(dst, f, s.pos, s.legal, s.lastAction())
	st := s.board.status(s.pos)
	c := card{heading: st.text, body: st.detail}
	if st.over {
		c = card{heading: st.title, body: st.reason, banner: true}
	}
	if st.player != 0 {
		c.token = func(dst *ebiten.Image, x, y, r float64) { s.board.token(dst, x, y, r, st.player) }
	}
	c.draw(dst, f, v, s.panelR)
	if !st.over {
		top := s.panelR.y + c.height(f, v, s.panelR.w) + v.px(gap)
		bottom := s.buttonsTop() - v.px(gap)
		r := rect{s.panelR.x + v.px(4), top, s.panelR.w - v.px(8), bottom - top}
		drawParagraph(dst, s.board.hint(), f.face(regular, v.px(textBody)), r, th.muted)
	}
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

// buttonsTop is the top edge of the highest button in the panel.
func (s *playScene) buttonsTop() float64 {
	top := s.menu.r.y
	for _, b := range s.panelButtons() {
		top = min(top, b.r.y)
	}
	return top
}
