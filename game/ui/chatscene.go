package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// chatScene is the online game's sheet: the connection, the messages
// (chat, offers, refusals), a box to write to the friend, and what a
// player does besides moving: offer a draw, resign. The game goes on
// underneath: the friend's steps are played while it is open.
type chatScene struct {
	a      *App
	g      *onlineGame
	v      view
	box    *textBox
	send   *button
	offer  *button
	resign *button
	back   *button
	sure   bool // Resign was tapped once: the next tap resigns

	headR, sayR, logR rect
}

// chatMax is the longest chat message, in characters.
const chatMax = 200

func newChatScene(a *App, g *onlineGame) *chatScene {
	s := &chatScene{a: a, g: g, box: newTextBox(false, tr("chat.box"))}
	s.send = &button{label: tr("chat.send"), action: s.sendText}
	s.offer = &button{label: tr("chat.offer-draw"), action: g.offerDraw}
	s.resign = &button{label: tr("chat.resign"), action: s.resignTapped}
	s.back = &button{label: tr("chat.back"), primary: true, keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(g.play) }}
	return s
}

// sendText sends what is in the box, cut to chatMax characters.
func (s *chatScene) sendText() {
	t := strings.TrimSpace(s.box.text())
	if t == "" {
		return
	}
	if utf8.RuneCountInString(t) > chatMax {
		t = string([]rune(t)[:chatMax])
	}
	s.g.chat(t)
	s.box.setText("")
}

// resignTapped asks to tap again, then resigns and shows the game.
func (s *chatScene) resignTapped() {
	if !s.sure {
		s.sure = true
		s.resign.label = tr("chat.resign-again")
		return
	}
	s.g.resign()
	s.a.show(s.g.play)
}

func (s *chatScene) name() string { return "chat" }

func (s *chatScene) close() { s.box.remove() }

// buttons are the sheet's; offers and resigning only while the game
// goes on and the connection holds.
func (s *chatScene) buttons() []*button {
	live := s.g.lost == nil && !s.g.play.over()
	s.send.disabled = s.g.lost != nil
	s.offer.disabled = !live || s.g.asked != 0
	s.resign.disabled = !live
	return []*button{s.send, s.offer, s.resign, s.back}
}

func (s *chatScene) tap(x, y float64) {}

// tick lets the game go on underneath.
func (s *chatScene) tick() bool { return s.g.play.tick() }

func (s *chatScene) busy() bool { return s.g.play.busy() }

func (s *chatScene) layout(v view) {
	s.v = v
	col := v.column(codeColumn)
	g, bh, line := v.px(gap), v.px(buttonH), lineH(v, textBody)
	s.headR = rect{col.x, col.y, col.w, lineH(v, textHeading)}
	s.sayR = rect{col.x, s.headR.y + s.headR.h + g/2, col.w, 2 * line}
	bottom := col.y + col.h
	s.back.r = rect{col.x, bottom - bh, col.w, bh}
	row := rect{col.x, s.back.r.y - g - bh, col.w, bh}.row(g, 1, 1)
	s.offer.r, s.resign.r = row[0], row[1]
	in := rect{col.x, row[0].y - g - bh, col.w, bh}.row(g, 3, 1)
	s.box.place(in[0], v)
	s.send.r = in[1]
	top := s.sayR.y + s.sayR.h + g
	s.logR = rect{col.x, top, col.w, in[0].y - g - top}
}

func (s *chatScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, tr("chat.title"), f.face(bold, v.px(textHeading)), s.headR.x, s.headR.y, text.AlignStart, text.AlignStart, th.text)
	drawParagraph(dst, s.connection(), f.face(regular, v.px(textBody)), s.sayR, th.muted)
	s.drawLog(dst, f)
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

// connection says whether the friend's device is connected.
func (s *chatScene) connection() string {
	if s.g.lost != nil {
		return tr("online.lost", sentence(s.g.lost.Error()))
	}
	if s.g.rtt > 0 {
		return tr("chat.connected-rtt", s.g.rtt.Milliseconds())
	}
	return tr("chat.connected")
}

// drawLog draws the last messages that fit, the newest at the bottom, on
// a panel.
func (s *chatScene) drawLog(dst *ebiten.Image, f *fonts) {
	v, r := s.v, s.logR
	fillRoundRect(dst, r.snapped(), v.px(radius), th.panel)
	face := f.face(regular, v.px(textBody))
	inner := r.inset(v.px(gap))
	var lines []string
	for _, m := range s.g.log {
		lines = append(lines, wrapText(m, face, inner.w)...)
	}
	if len(lines) == 0 {
		lines = []string{tr("chat.none")}
	}
	lh := lineHeight(face)
	fit := max(0, int(inner.h/lh))
	lines = lines[max(0, len(lines)-fit):]
	for i, l := range lines {
		drawText(dst, l, face, inner.x, inner.y+float64(i)*lh, text.AlignStart, text.AlignStart, th.text)
	}
}

func (s *chatScene) describe(snap *snapshot) { snap.status = s.connection() }
