package help

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"pentarchy/game"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/rules"
	"pentarchy/game/ui/scene"
)

// RulesScene shows one game's rules (game/ui/rules) as a document that
// scrolls: headings, text, lists and diagrams drawn by the game's own
// board view. The wheel, a drag, the arrow keys, Page Up and Page Down,
// Space, Home and End scroll it. Back returns to the scene it was opened
// from, untouched: the new-game screen or the game being played. A second
// button turns the game's first-game hints on or off.
type RulesScene struct {
	a      scene.Host
	v      kit.View
	rules  game.Ruleset
	doc    *rules.Doc
	lay    *DocLayout
	colX   float64  // the left edge of the document's column
	port   kit.Rect // the part of the screen the document scrolls in
	scroll float64  // how far the document is scrolled up, in device pixels
	backB  *kit.Button
	hintsB *kit.Button
}

// Scrolling steps in CSS pixels: a line of the arrow keys, and what a page
// keeps of the one before.
const (
	scrollLine    = 48
	scrollOverlap = 48
	keyRepeat     = 20 // ticks a key is held before it repeats
	fadeH         = 20 // the fade at the bottom of the port
)

// NewRulesScene shows the rules of r; Back returns to back.
func NewRulesScene(a scene.Host, r game.Ruleset, back scene.Scene) *RulesScene {
	doc, ok := kit.Catalog.Doc(r.ID())
	if !ok {
		doc = &rules.Doc{Title: r.Name()}
	}
	s := &RulesScene{a: a, rules: r, doc: doc}
	s.backB = &kit.Button{Label: kit.Tr("rules.back"), Primary: true,
		Keys: []ebiten.Key{ebiten.KeyEscape, ebiten.KeyBackspace}, Action: func() { a.Show(back) }}
	s.hintsB = &kit.Button{Action: func() {
		play.SetHints(a, r.ID(), !play.HintsOn(a, r.ID()))
		s.relabel()
	}}
	s.relabel()
	return s
}

// relabel names the hints button after the hints' state.
func (s *RulesScene) relabel() {
	s.hintsB.Label = kit.Tr("rules.hints-off")
	if play.HintsOn(s.a, s.rules.ID()) {
		s.hintsB.Label = kit.Tr("rules.hints-on")
	}
}

// Close frees the diagrams' images when the app leaves the scene.
func (s *RulesScene) Close() { s.freeFigures() }

func (s *RulesScene) freeFigures() {
	if s.lay != nil {
		for _, fig := range s.lay.Figures {
			fig.free()
		}
	}
}

func (s *RulesScene) Name() string { return "rules" }

func (s *RulesScene) Buttons() []*kit.Button { return []*kit.Button{s.hintsB, s.backB} }

func (s *RulesScene) Tap(x, y float64) {}

// Layout puts the buttons in a row at the bottom and lets the document
// scroll in the rest of the screen, in a centred column.
func (s *RulesScene) Layout(v kit.View) {
	s.v = v
	col := v.Column(DocWidth)
	bh := v.Px(kit.ButtonH)
	row := kit.Rect{X: col.X, Y: v.H - v.Px(kit.Margin) - bh, W: col.W, H: bh}.Split(v.Px(kit.Gap), 2)
	s.hintsB.R, s.backB.R = row[0], row[1]
	s.port = kit.Rect{X: 0, Y: 0, W: v.W, H: row[0].Y - v.Px(kit.Gap)}
	s.colX = col.X
	s.freeFigures()
	s.lay = layoutDoc(s.doc, s.rules, s.a.BoardView, s.a.Fonts(), v, col.W, s.port.H)
	s.scrollTo(s.scroll)
}

// maxScroll is the farthest the document scrolls: its end, with a margin
// below, at the bottom of the port.
func (s *RulesScene) maxScroll() float64 {
	return max(0, s.lay.Height+2*s.v.Px(kit.Margin)-s.port.H)
}

// scrollTo scrolls to y, kept within the document, and tells whether that
// moved it.
func (s *RulesScene) scrollTo(y float64) bool {
	y = min(max(y, 0), s.maxScroll())
	moved := y != s.scroll
	s.scroll = y
	return moved
}

// Gesture scrolls with a drag of the mouse or a finger.
func (s *RulesScene) Gesture(g input.Gesture) bool {
	return g.Pan.Y != 0 && s.scrollTo(s.scroll-g.Pan.Y)
}

// Tick scrolls with the wheel and the keys.
func (s *RulesScene) Tick() bool {
	v := s.v
	y := s.scroll
	if _, dy := ebiten.Wheel(); dy != 0 {
		y -= dy * kit.WheelCSS * v.Dpr
	}
	page := s.port.H - v.Px(scrollOverlap)
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		page = -page // Shift+Space goes back a page
	}
	for _, k := range []struct {
		key ebiten.Key
		by  float64
	}{
		{ebiten.KeyArrowDown, v.Px(scrollLine)}, {ebiten.KeyArrowUp, -v.Px(scrollLine)},
		{ebiten.KeyPageDown, s.port.H - v.Px(scrollOverlap)}, {ebiten.KeyPageUp, v.Px(scrollOverlap) - s.port.H},
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

// Busy is false: the rules scene works only when there is input.
func (s *RulesScene) Busy() bool { return false }

// origin is where the document's top left is on screen now.
func (s *RulesScene) origin() (x, y float64) {
	return s.colX, math.Round(s.port.Y + s.v.Px(kit.Margin) - s.scroll)
}

func (s *RulesScene) Draw(dst *ebiten.Image) {
	port := s.port.Snapped()
	clip := dst.SubImage(image.Rect(int(port.X), int(port.Y), int(port.X+port.W), int(port.Y+port.H))).(*ebiten.Image)
	ox, oy := s.origin()
	for _, l := range s.lay.Lines {
		y := oy + l.R.Y
		if y+l.R.H < port.Y || y > port.Y+port.H {
			continue
		}
		for _, r := range l.Runs {
			top := y + (l.R.H-r.Face.Height())/2
			kit.DrawText(clip, r.Text, r.Face, ox+l.R.X+r.X, top, kit.AlignStart, kit.AlignStart, l.colour)
		}
	}
	for _, fig := range s.lay.Figures {
		s.drawFigure(clip, fig, ox, oy)
	}
	if s.scroll < s.maxScroll() {
		s.fadeBottom(dst)
	}
	s.drawScrollBar(dst)
	for _, b := range s.Buttons() {
		b.Draw(dst, s.a.Fonts(), s.v)
	}
}

// drawFigure draws a diagram's frames and arrows if they are on screen,
// drawing the frames' images the first time.
func (s *RulesScene) drawFigure(dst *ebiten.Image, fig *DocFigure, ox, oy float64) {
	b := fig.bounds()
	if oy+b.Y+b.H < s.port.Y || oy+b.Y > s.port.Y+s.port.H {
		return
	}
	fig.Render(s.a.BoardView, s.rules, s.a.Fonts())
	if fig.Err != nil {
		face := s.a.Fonts().Face(kit.Regular, s.v.Px(kit.TextBody))
		kit.DrawParagraph(dst, fig.Err.Error(), face, kit.Rect{X: ox + b.X, Y: oy + b.Y, W: max(b.W, s.v.Px(200)), H: s.v.Px(200)}, kit.Th.Muted)
		return
	}
	for i, img := range fig.Imgs {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(ox+fig.Frames[i].X), math.Round(oy+fig.Frames[i].Y))
		dst.DrawImage(img, op)
	}
	for _, a := range fig.arrows {
		drawArrow(dst, ox+a.x, oy+a.y, s.v.Px(9), a.across)
	}
}

// drawArrow draws a triangle of half size d centred on (x, y), pointing
// right (across) or down.
func drawArrow(dst *ebiten.Image, x, y, d float64, across bool) {
	pts := []float64{x - d*0.6, y - d, x + d*0.8, y, x - d*0.6, y + d}
	if !across {
		pts = []float64{x - d, y - d*0.6, x + d, y - d*0.6, x, y + d*0.8}
	}
	kit.FillPolygon(dst, pts, kit.Th.Muted, 0, nil)
}

// fadeBottom fades the document into the background at the bottom of the
// port, where it goes on below.
func (s *RulesScene) fadeBottom(dst *ebiten.Image) {
	const steps = 12
	h := s.v.Px(fadeH)
	bottom := s.port.Y + s.port.H
	bg := kit.Th.Background
	for i := range steps {
		y := math.Round(bottom - h + h*float64(i)/steps)
		next := math.Round(bottom - h + h*float64(i+1)/steps)
		a := uint8(255 * float64(i+1) / steps)
		kit.FillRect(dst, kit.Rect{X: s.port.X, Y: y, W: s.port.W, H: next - y}, color.NRGBA{bg.R, bg.G, bg.B, a})
	}
}

// drawScrollBar draws a thin bar at the right edge of the port, its thumb
// showing which part of the document is on screen; none when it all fits.
func (s *RulesScene) drawScrollBar(dst *ebiten.Image) {
	most := s.maxScroll()
	if most <= 0 {
		return
	}
	v, p := s.v, s.port
	w := v.Px(4)
	total := most + p.H
	h := max(v.Px(32), p.H*p.H/total)
	y := p.Y + (p.H-h)*s.scroll/most
	kit.FillRoundRect(dst, kit.Rect{X: p.X + p.W - w - v.Px(3), Y: y, W: w, H: h}, w/2, kit.Th.ButtonEdge)
}

func (s *RulesScene) Describe(snap *scene.Snapshot) {
	snap.Status = kit.Tr("rules.status", s.rules.Name())
}

// OwnsKey leaves the rules screen its scrolling keys: Up, Down, Page Up,
// Page Down, Space, Home and End. Left, Right and Tab still move the focus
// between its buttons.
func (s *RulesScene) OwnsKey(key ebiten.Key) bool {
	switch key {
	case ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyPageUp, ebiten.KeyPageDown,
		ebiten.KeySpace, ebiten.KeyHome, ebiten.KeyEnd:
		return true
	}
	return false
}
