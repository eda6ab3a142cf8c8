package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"pentarchy/game"
	"pentarchy/game/ui/rules"
)

// rulesScene shows one game's rules (game/ui/rules) as a document that
// scrolls: headings, text, lists and diagrams drawn by the game's own
// board view. The wheel, a drag, the arrow keys, Page Up and Page Down,
// Space, Home and End scroll it. Back returns to the scene it was opened
// from, untouched: the new-game screen or the game being played. A second
// button turns the game's first-game hints on or off.
type rulesScene struct {
	a      *App
	v      view
	rules  game.Ruleset
	doc    *rules.Doc
	lay    *docLayout
	colX   float64 // the left edge of the document's column
	port   rect    // the part of the screen the document scrolls in
	scroll float64 // how far the document is scrolled up, in device pixels
	backB  *button
	hintsB *button
}

// Scrolling steps in CSS pixels: a line of the arrow keys, and what a page
// keeps of the one before.
const (
	scrollLine    = 48
	scrollOverlap = 48
	keyRepeat     = 20 // ticks a key is held before it repeats
	fadeH         = 20 // the fade at the bottom of the port
)

// newRulesScene shows the rules of r; Back returns to back.
func newRulesScene(a *App, r game.Ruleset, back scene) *rulesScene {
	doc, ok := catalog.Doc(r.ID())
	if !ok {
		doc = &rules.Doc{Title: r.Name()}
	}
	s := &rulesScene{a: a, rules: r, doc: doc}
	s.backB = &button{label: tr("rules.back"), primary: true,
		keys: []ebiten.Key{ebiten.KeyEscape, ebiten.KeyBackspace}, action: func() { a.show(back) }}
	s.hintsB = &button{action: func() {
		a.setHints(r.ID(), !a.hintsOn(r.ID()))
		s.relabel()
	}}
	s.relabel()
	return s
}

// relabel names the hints button after the hints' state.
func (s *rulesScene) relabel() {
	s.hintsB.label = tr("rules.hints-off")
	if s.a.hintsOn(s.rules.ID()) {
		s.hintsB.label = tr("rules.hints-on")
	}
}

// close frees the diagrams' images when the app leaves the scene.
func (s *rulesScene) close() { s.freeFigures() }

func (s *rulesScene) freeFigures() {
	if s.lay != nil {
		for _, fig := range s.lay.figures {
			fig.free()
		}
	}
}

func (s *rulesScene) name() string { return "rules" }

func (s *rulesScene) buttons() []*button { return []*button{s.hintsB, s.backB} }

func (s *rulesScene) tap(x, y float64) {}

// layout puts the buttons in a row at the bottom and lets the document
// scroll in the rest of the screen, in a centred column.
func (s *rulesScene) layout(v view) {
	s.v = v
	col := v.column(docWidth)
	bh := v.px(buttonH)
	row := rect{col.x, v.h - v.px(margin) - bh, col.w, bh}.split(v.px(gap), 2)
	s.hintsB.r, s.backB.r = row[0], row[1]
	s.port = rect{0, 0, v.w, row[0].y - v.px(gap)}
	s.colX = col.x
	s.freeFigures()
	s.lay = layoutDoc(s.doc, s.rules, s.a.fonts, v, col.w, s.port.h)
	s.scrollTo(s.scroll)
}

// maxScroll is the farthest the document scrolls: its end, with a margin
// below, at the bottom of the port.
func (s *rulesScene) maxScroll() float64 {
	return max(0, s.lay.height+2*s.v.px(margin)-s.port.h)
}

// scrollTo scrolls to y, kept within the document, and tells whether that
// moved it.
func (s *rulesScene) scrollTo(y float64) bool {
	y = min(max(y, 0), s.maxScroll())
	moved := y != s.scroll
	s.scroll = y
	return moved
}

// gesture scrolls with a drag of the mouse or a finger.
func (s *rulesScene) gesture(g gesture) bool {
	return g.pan.y != 0 && s.scrollTo(s.scroll-g.pan.y)
}

// tick scrolls with the wheel and the keys.
func (s *rulesScene) tick() bool {
	v := s.v
	y := s.scroll
	if _, dy := ebiten.Wheel(); dy != 0 {
		y -= dy * wheelCSS * v.dpr
	}
	page := s.port.h - v.px(scrollOverlap)
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		page = -page // Shift+Space goes back a page
	}
	for _, k := range []struct {
		key ebiten.Key
		by  float64
	}{
		{ebiten.KeyArrowDown, v.px(scrollLine)}, {ebiten.KeyArrowUp, -v.px(scrollLine)},
		{ebiten.KeyPageDown, s.port.h - v.px(scrollOverlap)}, {ebiten.KeyPageUp, v.px(scrollOverlap) - s.port.h},
		{ebiten.KeySpace, page},
	} {
		if d := inpututil.KeyPressDuration(k.key); d == 1 || d > keyRepeat {
			y += k.by
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		y = 0
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnd) {
		y = s.maxScroll()
	}
	return s.scrollTo(y)
}

// busy is false: the rules scene works only when there is input.
func (s *rulesScene) busy() bool { return false }

// origin is where the document's top left is on screen now.
func (s *rulesScene) origin() (x, y float64) {
	return s.colX, math.Round(s.port.y + s.v.px(margin) - s.scroll)
}

func (s *rulesScene) draw(dst *ebiten.Image) {
	port := s.port.snapped()
	clip := dst.SubImage(image.Rect(int(port.x), int(port.y), int(port.x+port.w), int(port.y+port.h))).(*ebiten.Image)
	ox, oy := s.origin()
	for _, l := range s.lay.lines {
		y := oy + l.r.y
		if y+l.r.h < port.y || y > port.y+port.h {
			continue
		}
		for _, r := range l.runs {
			m := r.face.Metrics()
			top := y + (l.r.h-(m.HAscent+m.HDescent))/2
			drawText(clip, r.text, r.face, ox+l.r.x+r.x, top, text.AlignStart, text.AlignStart, l.colour)
		}
	}
	for _, fig := range s.lay.figures {
		s.drawFigure(clip, fig, ox, oy)
	}
	if s.scroll < s.maxScroll() {
		s.fadeBottom(dst)
	}
	s.drawScrollBar(dst)
	for _, b := range s.buttons() {
		b.draw(dst, s.a.fonts, s.v)
	}
}

// drawFigure draws a diagram's frames and arrows if they are on screen,
// drawing the frames' images the first time.
func (s *rulesScene) drawFigure(dst *ebiten.Image, fig *docFigure, ox, oy float64) {
	b := fig.bounds()
	if oy+b.y+b.h < s.port.y || oy+b.y > s.port.y+s.port.h {
		return
	}
	fig.render(s.rules, s.a.fonts)
	if fig.err != nil {
		face := s.a.fonts.face(regular, s.v.px(textBody))
		drawParagraph(dst, fig.err.Error(), face, rect{ox + b.x, oy + b.y, max(b.w, s.v.px(200)), s.v.px(200)}, th.muted)
		return
	}
	for i, img := range fig.imgs {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(ox+fig.frames[i].x), math.Round(oy+fig.frames[i].y))
		dst.DrawImage(img, op)
	}
	for _, a := range fig.arrows {
		drawArrow(dst, ox+a.x, oy+a.y, s.v.px(9), a.across)
	}
}

// drawArrow draws a triangle of half size d centred on (x, y), pointing
// right (across) or down.
func drawArrow(dst *ebiten.Image, x, y, d float64, across bool) {
	pts := []float64{x - d*0.6, y - d, x + d*0.8, y, x - d*0.6, y + d}
	if !across {
		pts = []float64{x - d, y - d*0.6, x + d, y - d*0.6, x, y + d*0.8}
	}
	fillPolygon(dst, pts, th.muted, 0, nil)
}

// fadeBottom fades the document into the background at the bottom of the
// port, where it goes on below.
func (s *rulesScene) fadeBottom(dst *ebiten.Image) {
	const steps = 12
	h := s.v.px(fadeH)
	bottom := s.port.y + s.port.h
	bg := th.background
	for i := range steps {
		y := math.Round(bottom - h + h*float64(i)/steps)
		next := math.Round(bottom - h + h*float64(i+1)/steps)
		a := uint8(255 * float64(i+1) / steps)
		vector.FillRect(dst, float32(s.port.x), float32(y), float32(s.port.w), float32(next-y), color.NRGBA{bg.R, bg.G, bg.B, a}, false)
	}
}

// drawScrollBar draws a thin bar at the right edge of the port, its thumb
// showing which part of the document is on screen; none when it all fits.
func (s *rulesScene) drawScrollBar(dst *ebiten.Image) {
	most := s.maxScroll()
	if most <= 0 {
		return
	}
	v, p := s.v, s.port
	w := v.px(4)
	total := most + p.h
	h := max(v.px(32), p.h*p.h/total)
	y := p.y + (p.h-h)*s.scroll/most
	fillRoundRect(dst, rect{p.x + p.w - w - v.px(3), y, w, h}, w/2, th.buttonEdge)
}

func (s *rulesScene) describe(snap *snapshot) { snap.status = tr("rules.status", s.rules.Name()) }
