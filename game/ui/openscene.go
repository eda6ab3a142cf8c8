package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// openScene brings in a game from elsewhere: a game link or a record
// pasted into its box, or a record file. The game opens for replay; a bad
// one gets a message saying what is wrong, and the box keeps the text.
type openScene struct {
	a                *App
	v                view
	box              *textBox
	open, file, back *button
	info             string
	titleY           float64
	infoR            rect
}

func newOpenScene(a *App) *openScene {
	s := &openScene{a: a, box: newTextBox(false, tr("open.box")), info: tr("open.help")}
	s.open = &button{label: tr("open.open"), primary: true, action: func() { s.read(s.box.text()) }}
	s.file = &button{label: tr("open.file"), action: func() {
		openTextFile(func(text string, err error) {
			if err != nil {
				s.info = err.Error()
				return
			}
			s.box.setText(text)
			s.read(text)
		})
	}}
	s.back = &button{label: tr("common.back"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	return s
}

// read opens the game in text, or says why it cannot.
func (s *openScene) read(text string) {
	rec, r, err := readGame(text)
	if err == nil {
		err = s.a.replayGame(r, rec)
	}
	if err != nil {
		s.info = err.Error()
	}
	s.a.dirty = true
}

func (s *openScene) name() string { return "open" }

func (s *openScene) tap(x, y float64) {}

func (s *openScene) close() { s.box.remove() }

func (s *openScene) buttons() []*button { return []*button{s.open, s.file, s.back} }

func (s *openScene) layout(v view) {
	s.v = v
	col := v.column(480)
	bh, g := v.px(buttonH), v.px(gap)
	s.titleY = col.y
	y := col.y + v.px(textHeading*1.3) + g
	s.infoR = rect{col.x, y, col.w, v.px(textBody * 1.3 * 4)}
	y += s.infoR.h + g
	box := rect{col.x, y, col.w, v.px(140)}
	s.box.place(box, v)
	y += box.h + g
	for _, b := range s.buttons() {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
}

func (s *openScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, tr("menu.open-game"), f.face(bold, v.px(textHeading)), v.w/2, s.titleY, text.AlignCenter, text.AlignStart, th.text)
	drawParagraph(dst, s.info, f.face(regular, v.px(textBody)), s.infoR, th.muted)
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *openScene) describe(snap *snapshot) { snap.status = s.info }
