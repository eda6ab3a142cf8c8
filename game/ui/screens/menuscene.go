package screens

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// menuScene is the title menu: the app's name, buttons to go on with the
// games kept on the device that are not over, and a card for each game of
// the registry (a drawing of its start position, what it is, how many play
// it for how long); a game without a board view yet is listed, disabled,
// as coming soon. Smaller buttons below: saved games, open a game, join a
// game, the settings and, where the page may go full screen, Fullscreen.
type menuScene struct {
	a      scene.Host
	v      kit.View
	top    []*kit.Button // the games to go on with
	cards  []*gameCard
	extras []*kit.Button // smaller buttons below, a row of two or three
	notice string        // something the player must know, under the subtitle
	titleY float64       // the centre of the title line
	title  float64       // the title's size, smaller on a short screen
	layers kit.Layers    // the cards' drawings
	shown  bool          // the menu was drawn: the cards' drawings may be painted

	fullscreen *kit.Button // among the extras; nil where the app cannot go full screen
}

// versionH is the height of the version line at the bottom of the menu.
const versionH = 13

func NewMenuScene(a scene.Host) *menuScene {
	s := &menuScene{a: a}
	if b := online.ResumeOnlineButton(a); b != nil {
		s.top = append(s.top, b)
	}
	if saved := play.LastUnfinished(a); saved != nil {
		s.top = append(s.top, &kit.Button{
			Label:   kit.Tr("menu.continue", kit.GameName(saved.Rules)),
			Primary: true,
			Action:  func() { a.Show(saved) },
		})
	}
	for _, r := range registry.All() {
		s.cards = append(s.cards, newGameCard(a, r))
	}
	if len(play.KeptGames(a)) > 0 {
		s.extras = append(s.extras, kit.Act("menu.saved-games", func() { a.Show(newSavedScene(a)) }))
	}
	s.extras = append(s.extras, kit.Act("menu.open-game", func() { a.Show(newOpenScene(a)) }))
	s.extras = append(s.extras, kit.Act("menu.join-game", func() { a.Show(online.NewJoinScene(a, "")) }))
	s.extras = append(s.extras, a.SettingsRow()...)
	if s.fullscreen = kit.NewFullscreenButton(); s.fullscreen != nil {
		s.extras = append(s.extras, s.fullscreen)
	}
	return s
}

func (s *menuScene) Name() string { return "menu" }

// Buttons are the buttons to go on with games, the cards' and the extras.
func (s *menuScene) Buttons() []*kit.Button {
	bs := slices.Clone(s.top)
	for _, c := range s.cards {
		bs = append(bs, c.b)
	}
	return append(bs, s.extras...)
}

func (s *menuScene) Tap(x, y float64) {}

// Tick paints the next card's drawing of its game's start position, one a
// tick once the menu has shown, so that it shows at once; it asks for the
// screen again once the last one is painted.
func (s *menuScene) Tick() bool {
	if !s.shown {
		return false
	}
	for _, c := range s.cards {
		if c.paint(s.a.Fonts(), s.v, &s.layers) {
			return !s.Busy()
		}
	}
	return false
}

// Busy tells whether a card's drawing is still to paint.
func (s *menuScene) Busy() bool {
	return slices.ContainsFunc(s.cards, func(c *gameCard) bool { return c.view != nil && !s.layers.Has(c.id) })
}

// Layout puts the title at the top, then the buttons to go on with games,
// the cards (one column on a phone, two on a wider screen), as tall as the
// screen allows between cardMinH and cardMaxH, and the extras below, two
// or three a row.
func (s *menuScene) Layout(v kit.View) {
	s.v = v
	s.layers.Reset()
	cols := 1
	if v.W >= v.Px(700) {
		cols = 2
	}
	col := v.Column(float64(cols) * 440)
	s.title = kit.TextTitle
	if v.H < v.Px(720) {
		s.title = 32
	}
	g, bh := v.Px(kit.Gap*2/3), v.Px(kit.TouchMin)
	head := v.Px(s.title*1.3+kit.TextBody*1.3+kit.Gap) + s.noticeHeight(col.W)
	perRow := 2
	if cols > 1 || len(s.extras) > 4 {
		perRow = 3
	}
	rows := (len(s.extras) + perRow - 1) / perRow
	cardRows := (len(s.cards) + cols - 1) / cols
	fixed := head + float64(len(s.top)+rows)*(bh+g) + v.Px(versionH+kit.Gap)
	ch := min(v.Px(cardMaxH), max(v.Px(cardMinH), (col.H-fixed)/float64(cardRows)-g))
	total := fixed + float64(cardRows)*(ch+g)
	y := max(col.Y, col.Y+(col.H-total)/2)
	s.titleY = y + v.Px(s.title*0.65)
	y += head
	for _, b := range s.top {
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + g
	}
	weights := make([]float64, cols)
	for i := range weights {
		weights[i] = 1
	}
	for i, c := range s.cards {
		c.b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: ch}.Row(g, weights...)[i%cols]
		if i%cols == cols-1 || i == len(s.cards)-1 {
			y += ch + g
		}
	}
	for i := 0; i < len(s.extras); i += perRow {
		row := s.extras[i:min(i+perRow, len(s.extras))]
		placeRow(row, kit.Rect{X: col.X, Y: y, W: col.W, H: bh}, g)
		kit.FitRow(row, s.a.Fonts(), v)
		y += bh + g
	}
	if s.fullscreen != nil {
		s.fullscreen.Label = kit.FullscreenLabel()
	}
}

// noticeHeight is the room the notice takes at the width w.
func (s *menuScene) noticeHeight(w float64) float64 {
	face := s.a.Fonts().Face(kit.Bold, s.v.Px(kit.TextBody))
	return float64(len(kit.WrapText(s.notice, face, w))) * kit.LineHeight(face)
}

func (s *menuScene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.v
	cx := v.W / 2
	kit.DrawText(dst, kit.Tr("app.name"), f.Face(kit.Bold, v.Px(s.title)), cx, s.titleY, kit.AlignCenter, kit.AlignCenter, kit.Th.Text)
	sub := s.titleY + v.Px(s.title*0.65+kit.Gap/2)
	kit.DrawText(dst, kit.Tr("menu.subtitle"), f.Face(kit.Regular, v.Px(kit.TextBody)), cx, sub, kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
	face := f.Face(kit.Bold, v.Px(kit.TextBody))
	for i, l := range kit.WrapText(s.notice, face, v.Column(400).W) {
		y := sub + v.Px(kit.TextBody*1.3+kit.Gap/2) + float64(i)*kit.LineHeight(face)
		kit.DrawText(dst, l, face, cx, y, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	}
	for _, b := range s.top {
		b.Draw(dst, f, v)
	}
	for _, c := range s.cards {
		c.draw(dst, f, v, &s.layers)
	}
	for _, b := range s.extras {
		b.Draw(dst, f, v)
	}
	drawMenuKeys(dst, f, v, kit.ButtonsBottom(s.Buttons()))
	s.shown = true
	kit.DrawText(dst, kit.Tr("menu.version", s.a.Version()), f.Face(kit.Mono, v.Px(versionH)), cx, v.H-v.Px(kit.Margin), kit.AlignCenter, kit.AlignEnd, kit.Th.Muted)
}

func (s *menuScene) Describe(snap *scene.Snapshot) {
	snap.Status = kit.Tr("menu.subtitle")
	if s.notice != "" {
		snap.Status = s.notice
	}
}
