package ui

import "github.com/hajimehoshi/ebiten/v2"

// Panel sizes in CSS pixels: the least room the panel needs below the board
// (portrait) or beside it (landscape), and its widest.
const (
	panelMinH = 240
	panelMinW = 300
	panelMaxW = 420
)

// layout gives the board the largest square (or rectangle of the board
// view's aspect) that fits with the panel below
// it or beside it, whichever leaves the bigger board. The buttons sit at the
// bottom of the panel, in reach of a thumb.
func (s *playScene) layout(v view) {
	s.v = v
	m, k := v.px(margin), s.boardAspect()
	// The board's height with the panel below it, and beside it.
	below := min((v.w-2*m)/k, v.h-v.px(panelMinH)-3*m)
	beside := min(v.h-2*m, (v.w-v.px(panelMinW)-3*m)/k)
	if beside > below {
		bw := beside * k
		pw := min(v.w-bw-3*m, v.px(panelMaxW))
		x := (v.w - bw - m - pw) / 2
		s.boardR = rect{x, (v.h - beside) / 2, bw, beside}
		s.panelR = rect{x + bw + m, s.boardR.y, pw, beside}
	} else {
		bw := below * k
		s.boardR = rect{(v.w - bw) / 2, m, bw, below}
		s.panelR = rect{s.boardR.x, below + 2*m, bw, v.h - below - 3*m}
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
	last := s.lastAction()
	if s.curtained() {
		last = ""
	}
	s.board.draw(dst, f, s.pos, s.legalShown(), last)
	st := s.status()
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
	for _, b := range s.buttons() {
		top = min(top, b.r.y)
	}
	return top
}
