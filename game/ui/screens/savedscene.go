package screens

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// SavedScene lists the games kept on the device, the last played first:
// a tap on one goes on with it (or replays it, once over); Delete forgets
// it. Rows that do not fit are paged.
type SavedScene struct {
	a       scene.Host
	v       kit.View
	games   []play.KeptGame
	page    int // the first game listed
	Rows    []*kit.Button
	Deletes []*kit.Button
	older   *kit.Button
	newer   *kit.Button
	back    *kit.Button
	info    string
	titleY  float64
}

func newSavedScene(a scene.Host) *SavedScene {
	s := &SavedScene{a: a, games: play.KeptGames(a)}
	s.back = kit.BackAct("common.back", func() { a.Show(NewMenuScene(a)) })
	s.older = kit.Act("saved.older", func() { s.page += len(s.Rows); s.Layout(s.v) })
	s.newer = kit.Act("saved.newer", func() { s.page = max(0, s.page-len(s.Rows)); s.Layout(s.v) })
	s.info = kit.Tr("saved.info", kit.Count("game", len(s.games)))
	return s
}

func (s *SavedScene) Name() string { return "saved" }

func (s *SavedScene) Tap(x, y float64) {}

func (s *SavedScene) Buttons() []*kit.Button {
	bs := append(slices.Clone(s.Rows), s.Deletes...)
	return append(bs, s.newer, s.older, s.back)
}

// Layout lists as many games as fit, from s.page on.
func (s *SavedScene) Layout(v kit.View) {
	s.v = v
	col := v.Column(480)
	bh, g := v.Px(kit.ButtonH+8), v.Px(kit.Gap)
	top := col.Y + v.Px(kit.TextHeading*1.3+kit.TextBody*1.3*2+2*kit.Gap)
	s.titleY = col.Y
	fit := max(1, int((col.Y+col.H-top)/(bh+g))-2)
	s.page = min(s.page, max(0, len(s.games)-1))
	s.Rows, s.Deletes = nil, nil
	y := top
	for _, k := range s.games[s.page:min(len(s.games), s.page+fit)] {
		row := kit.Rect{X: col.X, Y: y, W: col.W, H: bh}.Row(g, 4, 1)
		s.Rows = append(s.Rows, &kit.Button{Label: s.rowLabel(k), R: row[0], Action: func() { s.open(k) }})
		s.Deletes = append(s.Deletes, &kit.Button{Label: kit.Tr("common.delete"), R: row[1], Action: func() { s.delete(k) }})
		y += bh + g
	}
	pager := kit.Rect{X: col.X, Y: y, W: col.W, H: bh}.Row(g, 1, 1)
	s.newer.R, s.older.R = pager[0], pager[1]
	s.newer.Disabled = s.page == 0
	s.older.Disabled = s.page+len(s.Rows) >= len(s.games)
	s.back.R = kit.Rect{X: col.X, Y: y + bh + g, W: col.W, H: bh}
}

// rowLabel is a kept game's row: the game, its length and how it stands.
func (s *SavedScene) rowLabel(k play.KeptGame) string {
	label := k.Record.Game
	ps, err := play.Resume(s.a, k)
	if err != nil {
		return kit.Tr("saved.damaged", label)
	}
	st := ps.Board.Status(ps.Pos)
	how := st.Text
	if st.Over {
		how = st.Title
	}
	return kit.Tr("saved.row", kit.GameName(ps.Rules), kit.Count("step", len(k.Record.Steps)), how)
}

// open goes on with a kept game, or says why it cannot.
func (s *SavedScene) open(k play.KeptGame) {
	ps, err := play.Resume(s.a, k)
	if err != nil {
		s.info = err.Error()
		return
	}
	s.a.Show(ps)
}

// delete forgets a kept game.
func (s *SavedScene) delete(k play.KeptGame) {
	s.a.Store().Delete(k.Key)
	s.games = play.KeptGames(s.a) // the list as kept now
	s.info = kit.Tr("saved.deleted", kit.Count("game", len(s.games)))
	s.Layout(s.v)
}

func (s *SavedScene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.v
	kit.DrawText(dst, kit.Tr("menu.saved-games"), f.Face(kit.Bold, v.Px(kit.TextHeading)), v.W/2, s.titleY, kit.AlignCenter, kit.AlignStart, kit.Th.Text)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	col := v.Column(480)
	for i, l := range kit.WrapText(s.info, face, col.W) {
		kit.DrawText(dst, l, face, v.W/2, s.titleY+v.Px(kit.TextHeading*1.3+kit.Gap)+float64(i)*kit.LineHeight(face), kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
	}
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
}

func (s *SavedScene) Describe(snap *scene.Snapshot) { snap.Status = s.info }
