package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
)

// movesList is the play scene's list of moves: the record's steps grouped
// turn by turn, and an earlier position it shows on the board. Looking
// back changes nothing in the game; "Play from here" takes the later steps
// back, and Redo plays them again.
type movesList struct {
	turns   []turnSteps
	shown   int           // the number of steps played in the position shown
	pos     game.Position // the position after those steps
	buttons []*button
}

// turnSteps is one turn of the list: a player's steps first to end-1.
type turnSteps struct{ player, first, end int }

// moveLine is one line of the list as drawn: a line of a turn's text.
type moveLine struct {
	text  string
	turn  int  // the index of its turn
	first bool // the turn's first line, which gets the player's token
}

// openMoves shows the list of moves, at the position now.
func (s *playScene) openMoves() {
	m := &movesList{turns: groupTurns(s.movers(), s.shownSteps())}
	s.moves = m
	first := &button{label: "|◄", keys: []ebiten.Key{ebiten.KeyHome}, action: func() { s.showAt(0) }}
	prev := &button{label: "◄", keys: []ebiten.Key{ebiten.KeyArrowLeft}, action: func() { s.showAt(m.shown - 1) }}
	next := &button{label: "►", keys: []ebiten.Key{ebiten.KeyArrowRight}, action: func() { s.showAt(m.shown + 1) }}
	last := &button{label: "►|", keys: []ebiten.Key{ebiten.KeyEnd}, action: func() { s.showAt(len(s.rec.Steps)) }}
	from := &button{label: tr("moves.play-from-here"), primary: true, action: s.playFromHere}
	back := &button{label: tr("common.close"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { s.moves = nil }}
	shareB := &button{label: tr("moves.share"), action: func() {
		rec := s.rec
		rec.Steps = rec.Steps[:s.shownSteps()] // never a turn's hidden orders
		s.a.show(newShareScene(s.a, s, rec))
	}}
	m.buttons = []*button{first, prev, next, last, from, shareB, back}
	s.placeMoves()
	s.showAt(m.turnEnd())
	s.board.deselect()
}

// turnEnd is where the list opens: after the last step it lists.
func (m *movesList) turnEnd() int {
	if len(m.turns) == 0 {
		return 0
	}
	return m.turns[len(m.turns)-1].end
}

// shownSteps is how many of the record's steps the list may show: all of
// them, except in games of hidden orders, whose turn in progress stays
// hidden until it is resolved (the step after which the next player to
// order is not a later one).
func (s *playScene) shownSteps() int {
	n := len(s.rec.Steps)
	if _, secret := s.board.(handOverView); !secret || s.pos.Result().Over {
		return n
	}
	movers := append(s.movers(), s.pos.Mover())
	for i := len(movers) - 1; i > 0; i-- {
		if movers[i] <= movers[i-1] && i <= n {
			return i
		}
	}
	return 0
}

// groupTurns splits the first n steps, played by movers, into turns: runs
// of steps by the same player.
func groupTurns(movers []int, n int) []turnSteps {
	var turns []turnSteps
	for i, m := range movers[:min(n, len(movers))] {
		if len(turns) > 0 && turns[len(turns)-1].player == m {
			turns[len(turns)-1].end = i + 1
			continue
		}
		turns = append(turns, turnSteps{player: m, first: i, end: i + 1})
	}
	return turns
}

// showAt shows the position after the first k steps, k kept within what
// the list shows.
func (s *playScene) showAt(k int) {
	m := s.moves
	k = max(0, min(k, m.turnEnd()))
	rec := s.rec
	rec.Steps = s.rec.Steps[:k]
	pos, err := game.Replay(s.rules, rec, nil)
	if err != nil {
		return
	}
	m.shown, m.pos = k, pos
	m.buttons[0].disabled, m.buttons[1].disabled = k == 0, k == 0
	m.buttons[2].disabled, m.buttons[3].disabled = k == m.turnEnd(), k == m.turnEnd()
	m.buttons[4].disabled = k == len(s.rec.Steps) || !s.undoable()
}

// playFromHere takes back every step after the position shown, and goes
// back to playing.
func (s *playScene) playFromHere() {
	if s.undoable() {
		s.undo(len(s.rec.Steps) - s.moves.shown)
	}
	s.moves = nil
}

// placeMoves lays the list's buttons out: the four steppers along the
// bottom, Play from here, Share and Close above them.
func (s *playScene) placeMoves() {
	g := s.v.px(gap)
	bs := s.moves.buttons
	for i, r := range s.wideRow(0).row(g, 1, 1, 1, 1) {
		bs[i].r = r
	}
	row := s.wideRow(1).row(g, 2, 1, 1)
	bs[4].r, bs[5].r, bs[6].r = row[0], row[1], row[2]
}

// statusCard is the panel's card for a status: the game-over banner, or
// whose turn it is with the player's token.
func (s *playScene) statusCard(st status) card {
	c := card{heading: st.text, body: st.detail}
	if st.over {
		c = card{heading: st.title, body: st.reason, banner: true}
	}
	if st.player != 0 {
		c.token = func(dst *ebiten.Image, x, y, r float64) { s.board.token(dst, x, y, r, st.player) }
	}
	return c
}

// movesStatus is the status of the position shown, saying which it is.
func (s *playScene) movesStatus() status {
	m := s.moves
	st := s.board.status(m.pos)
	where := tr("moves.step-of", m.shown, len(s.rec.Steps))
	if m.shown == len(s.rec.Steps) {
		where = tr("moves.as-it-stands", where)
	}
	if st.over {
		st.reason = tr("moves.where-why", where, st.reason)
	} else {
		st.detail = where
	}
	return st
}

// drawMoves draws the position shown and, in the panel, its status, the
// list of turns around the one shown, and the list's buttons.
func (s *playScene) drawMoves(dst *ebiten.Image) {
	f, v, m := s.a.fonts, s.v, s.moves
	s.board.draw(dst, f, m.pos, nil, lastAction(s.rec.Steps[:m.shown]))
	c := s.statusCard(s.movesStatus())
	c.draw(dst, f, v, s.panelR)
	face := f.face(regular, v.px(textBody))
	lh := lineHeight(face)
	area := s.listArea(c)
	for i, l := range s.visibleLines(area) {
		y := area.y + float64(i)*lh
		t := m.turns[l.turn]
		if t.first < m.shown && m.shown <= t.end {
			fillRoundRect(dst, rect{area.x, y, area.w, lh}, v.px(4), th.panel)
		}
		if l.first {
			s.board.token(dst, area.x+lh/2, y+lh/2, lh*0.32, t.player)
		}
		drawText(dst, l.text, face, area.x+lh*1.2, y+lh/2, text.AlignStart, text.AlignCenter, th.text)
	}
	for _, b := range m.buttons {
		b.draw(dst, f, v)
	}
}

// listArea is the room for the list between the card and the buttons.
func (s *playScene) listArea(c card) rect {
	v := s.v
	top := s.panelR.y + c.height(s.a.fonts, v, s.panelR.w) + v.px(gap)
	bottom := s.moves.buttons[4].r.y - v.px(gap)
	return rect{s.panelR.x, top, s.panelR.w, max(0, bottom-top)}
}

// visibleLines are the lines of the list that fit in area: around the
// turn shown, and the last ones when they all fit.
func (s *playScene) visibleLines(area rect) []moveLine {
	m := s.moves
	face := s.a.fonts.face(regular, s.v.px(textBody))
	lh := lineHeight(face)
	var lines []moveLine
	cur := 0
	for i, t := range m.turns {
		steps := strings.Join(s.rec.Steps[t.first:t.end], ", ")
		for j, l := range wrapText(tr("moves.turn", i+1, steps), face, area.w-lh*1.2) {
			lines = append(lines, moveLine{text: l, turn: i, first: j == 0})
		}
		if t.first < m.shown {
			cur = len(lines) - 1
		}
	}
	room := int(area.h / lh)
	start := max(0, min(cur-room/2, len(lines)-room))
	return lines[start:min(len(lines), start+room)]
}

// tapMoves shows the position at the end of the turn whose line was
// tapped.
func (s *playScene) tapMoves(x, y float64) {
	area := s.listArea(s.statusCard(s.movesStatus()))
	if !area.contains(x, y) {
		return
	}
	lh := lineHeight(s.a.fonts.face(regular, s.v.px(textBody)))
	lines := s.visibleLines(area)
	if i := int((y - area.y) / lh); i < len(lines) {
		s.showAt(s.moves.turns[lines[i].turn].end)
	}
}
