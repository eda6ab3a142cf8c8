package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// savedScene lists the games kept on the device, the last played first:
// a tap on one goes on with it (or replays it, once over); Delete forgets
// it. Rows that do not fit are paged.
type savedScene struct {
	a       *App
	v       view
	games   []keptGame
	page    int // the first game listed
	rows    []*button
	deletes []*button
	older   *button
	newer   *button
	back    *button
	info    string
	titleY  float64
}

func newSavedScene(a *App) *savedScene {
	s := &savedScene{a: a, games: a.keptGames()}
	s.back = &button{label: tr("common.back"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }}
	s.older = &button{label: tr("saved.older"), action: func() { s.page += len(s.rows); s.layout(s.v) }}
	s.newer = &button{label: tr("saved.newer"), action: func() { s.page = max(0, s.page-len(s.rows)); s.layout(s.v) }}
	s.info = tr("saved.info", count("game", len(s.games)))
	return s
}

func (s *savedScene) name() string { return "saved" }

func (s *savedScene) tap(x, y float64) {}

func (s *savedScene) buttons() []*button {
	bs := append(slices.Clone(s.rows), s.deletes...)
	return append(bs, s.newer, s.older, s.back)
}

// layout lists as many games as fit, from s.page on.
func (s *savedScene) layout(v view) {
	s.v = v
	col := v.column(480)
	bh, g := v.px(buttonH+8), v.px(gap)
	top := col.y + v.px(textHeading*1.3+textBody*1.3*2+2*gap)
	s.titleY = col.y
	fit := max(1, int((col.y+col.h-top)/(bh+g))-2)
	s.page = min(s.page, max(0, len(s.games)-1))
	s.rows, s.deletes = nil, nil
	y := top
	for _, k := range s.games[s.page:min(len(s.games), s.page+fit)] {
		row := rect{col.x, y, col.w, bh}.row(g, 4, 1)
		s.rows = append(s.rows, &button{label: s.rowLabel(k), r: row[0], action: func() { s.open(k) }})
		s.deletes = append(s.deletes, &button{label: tr("common.delete"), r: row[1], action: func() { s.delete(k) }})
		y += bh + g
	}
	pager := rect{col.x, y, col.w, bh}.row(g, 1, 1)
	s.newer.r, s.older.r = pager[0], pager[1]
	s.newer.disabled = s.page == 0
	s.older.disabled = s.page+len(s.rows) >= len(s.games)
	s.back.r = rect{col.x, y + bh + g, col.w, bh}
}

// rowLabel is a kept game's row: the game, its length and how it stands.
func (s *savedScene) rowLabel(k keptGame) string {
	label := k.Record.Game
	ps, err := s.a.resume(k)
	if err != nil {
		return tr("saved.damaged", label)
	}
	st := ps.board.status(ps.pos)
	how := st.text
	if st.over {
		how = st.title
	}
	return tr("saved.row", gameName(ps.rules), count("step", len(k.Record.Steps)), how)
}

// open goes on with a kept game, or says why it cannot.
func (s *savedScene) open(k keptGame) {
	ps, err := s.a.resume(k)
	if err != nil {
		s.info = err.Error()
		return
	}
	s.a.show(ps)
}

// delete forgets a kept game.
func (s *savedScene) delete(k keptGame) {
	s.a.store.Delete(k.key)
	s.games = slices.DeleteFunc(s.games, func(g keptGame) bool { return g.key == k.key })
	s.info = tr("saved.deleted", count("game", len(s.games)))
	s.layout(s.v)
}

func (s *savedScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, tr("menu.saved-games"), f.face(bold, v.px(textHeading)), v.w/2, s.titleY, text.AlignCenter, text.AlignStart, th.text)
	face := f.face(regular, v.px(textBody))
	col := v.column(480)
	for i, l := range wrapText(s.info, face, col.w) {
		drawText(dst, l, face, v.w/2, s.titleY+v.px(textHeading*1.3+gap)+float64(i)*lineHeight(face), text.AlignCenter, text.AlignStart, th.muted)
	}
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *savedScene) describe(snap *snapshot) { snap.status = s.info }
