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

// menuScene is the title menu: the app's name, a button to continue the
// game kept on the device if it is not over, and one button per game of
// the registry. A game without a board view yet is listed, disabled, as
// coming soon. Smaller buttons below: saved games, open a game, and where
// the page may go full screen, Fullscreen.
type menuScene struct {
	a      scene.Host
	v      kit.View
	games  []*kit.Button // Continue first, when there is a game to go on with
	extras []*kit.Button // smaller buttons below, two a row: saved games, open a game
	notice string        // something the player must know, under the subtitle
	titleY float64       // the centre of the title line

	fullscreen *kit.Button // among the extras; nil where the app cannot go full screen
}

// versionH is the height of the version line at the bottom of the menu.
const versionH = 13

func NewMenuScene(a scene.Host) *menuScene {
	s := &menuScene{a: a}
	if b := online.ResumeOnlineButton(a); b != nil {
		s.games = append(s.games, b)
	}
	if saved := play.LastUnfinished(a); saved != nil {
		s.games = append(s.games, &kit.Button{
			Label:   kit.Tr("menu.continue", kit.GameName(saved.Rules)),
			Primary: true,
			Action:  func() { a.Show(saved) },
		})
	}
	for _, r := range registry.All() {
		label := kit.GameName(r)
		_, playable := a.BoardView(r.ID())
		if !playable {
			label = kit.Tr("menu.coming-soon", label)
		}
		s.games = append(s.games, &kit.Button{
			Label:    label,
			Disabled: !playable,
			Action:   func() { a.Show(NewNewGameScene(a, r)) },
		})
	}
	if len(play.KeptGames(a)) > 0 {
		s.extras = append(s.extras, &kit.Button{Label: kit.Tr("menu.saved-games"), Action: func() { a.Show(newSavedScene(a)) }})
	}
	s.extras = append(s.extras, &kit.Button{Label: kit.Tr("menu.open-game"), Action: func() { a.Show(newOpenScene(a)) }})
	s.extras = append(s.extras, &kit.Button{Label: kit.Tr("menu.join-game"), Action: func() { a.Show(online.NewJoinScene(a, "")) }})
	s.extras = append(s.extras, a.SettingsRow()...)
	if s.fullscreen = kit.NewFullscreenButton(); s.fullscreen != nil {
		s.extras = append(s.extras, s.fullscreen)
	}
	return s
}

func (s *menuScene) Name() string { return "menu" }

func (s *menuScene) Buttons() []*kit.Button { return append(slices.Clone(s.games), s.extras...) }

func (s *menuScene) Tap(x, y float64) {}

func (s *menuScene) Layout(v kit.View) {
	s.v = v
	col := v.Column(400)
	head := v.Px(kit.TextTitle*1.3+kit.TextBody*1.3+3*kit.Gap) + s.noticeHeight(col.W)
	rows := (len(s.extras) + 1) / 2
	bh, g := fitRows(v, len(s.games)+rows, head+v.Px(versionH), kit.ButtonH+4) // tighter on a small phone
	eh := min(bh, v.Px(kit.ButtonH))
	total := head + float64(len(s.games))*(bh+g) + float64(rows)*(eh+g)
	y := max(col.Y, (v.H-total)/2)
	s.titleY = y + v.Px(kit.TextTitle*0.65)
	y += head
	for _, b := range s.games {
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + g
	}
	for i, b := range s.extras {
		b.R = kit.Rect{X: col.X, Y: y, W: col.W, H: eh}.Row(g, 1, 1)[i%2]
		if i%2 == 1 || i == len(s.extras)-1 {
			y += eh + g
		}
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
	kit.DrawText(dst, kit.Tr("app.name"), f.Face(kit.Bold, v.Px(kit.TextTitle)), cx, s.titleY, kit.AlignCenter, kit.AlignCenter, kit.Th.Text)
	kit.DrawText(dst, kit.Tr("menu.subtitle"), f.Face(kit.Regular, v.Px(kit.TextBody)), cx, s.titleY+v.Px(kit.TextTitle*0.65+kit.Gap), kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
	face := f.Face(kit.Bold, v.Px(kit.TextBody))
	for i, l := range kit.WrapText(s.notice, face, v.Column(400).W) {
		y := s.titleY + v.Px(kit.TextTitle*0.65+kit.TextBody*1.3+2*kit.Gap) + float64(i)*kit.LineHeight(face)
		kit.DrawText(dst, l, face, cx, y, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	}
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
	drawMenuKeys(dst, f, v, kit.ButtonsBottom(s.Buttons()))
	kit.DrawText(dst, kit.Tr("menu.version", s.a.Version()), f.Face(kit.Mono, v.Px(versionH)), cx, v.H-v.Px(kit.Margin), kit.AlignCenter, kit.AlignEnd, kit.Th.Muted)
}

func (s *menuScene) Describe(snap *scene.Snapshot) {
	snap.Status = kit.Tr("menu.subtitle")
	if s.notice != "" {
		snap.Status = s.notice
	}
}
