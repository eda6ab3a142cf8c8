package play

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// movesList is the play scene's list of moves: the record's steps grouped
// turn by turn, and an earlier position it shows on the board. Looking
// back changes nothing in the game; "Play from here" takes the later steps
// back, and Redo plays them again.
type movesList struct {
	turns   []turnSteps
	Shown   int           // the number of steps played in the position shown
	pos     game.Position // the position after those steps
	buttons []*kit.Button // the four arrows, Play from here, Chart, Share, Close
	chart   chart         // each player's chance over the steps, instead of the lines (chart.go)
}

// turnSteps is one turn of the list: a player's steps first to end-1.
type turnSteps struct{ player, first, end int }

// moveLine is one line of the list as drawn: a line of a turn's text.
type moveLine struct {
	text  string
	turn  int  // the index of its turn
	first bool // the turn's first line, which gets the player's token
}

// OpenMoves shows the list of moves, at the position now.
func (s *PlayScene) OpenMoves() {
	m := &movesList{turns: groupTurns(s.Movers(), s.shownSteps())}
	s.Moves = m
	first := &kit.Button{Label: "|◄", Keys: []ebiten.Key{ebiten.KeyHome}, Action: func() { s.ShowAt(0) }}
	prev := &kit.Button{Label: "◄", Keys: []ebiten.Key{ebiten.KeyArrowLeft}, Action: func() { s.ShowAt(m.Shown - 1) }}
	next := &kit.Button{Label: "►", Keys: []ebiten.Key{ebiten.KeyArrowRight}, Action: func() { s.ShowAt(m.Shown + 1) }}
	last := &kit.Button{Label: "►|", Keys: []ebiten.Key{ebiten.KeyEnd}, Action: func() { s.ShowAt(len(s.Rec.Steps)) }}
	from := &kit.Button{Label: kit.Tr("moves.play-from-here"), Primary: true, Action: s.playFromHere}
	back := kit.BackAct("common.close", func() { s.Moves = nil })
	shareB := kit.Act("moves.share", func() {
		rec := s.Rec
		rec.Steps = rec.Steps[:s.shownSteps()] // never a turn's hidden orders
		s.a.Show(s.a.Share(s, rec))
	})
	chartB := kit.Act("moves.chart", s.toggleChart)
	m.buttons = []*kit.Button{first, prev, next, last, from, chartB, shareB, back}
	s.placeMoves()
	s.ShowAt(m.turnEnd())
	s.Board.Deselect()
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
// order is an earlier one: a player's orders are several steps, and only
// the game's end leaves one player to order).
func (s *PlayScene) shownSteps() int {
	n := len(s.Rec.Steps)
	if _, secret := s.Board.(board.HandOverView); !secret || s.Pos.Result().Over {
		return n
	}
	movers := append(s.Movers(), s.Pos.Mover())
	for i := len(movers) - 1; i > 0; i-- {
		if movers[i] < movers[i-1] {
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

// ShowAt shows the position after the first k steps, k kept within what
// the list shows.
func (s *PlayScene) ShowAt(k int) {
	m := s.Moves
	k = max(0, min(k, m.turnEnd()))
	rec := s.Rec
	rec.Steps = s.Rec.Steps[:k]
	pos, err := game.Replay(s.Rules, rec, nil)
	if err != nil {
		return
	}
	m.Shown, m.pos = k, pos
	m.buttons[0].Disabled, m.buttons[1].Disabled = k == 0, k == 0
	m.buttons[2].Disabled, m.buttons[3].Disabled = k == m.turnEnd(), k == m.turnEnd()
	m.buttons[4].Disabled = k == len(s.Rec.Steps) || !s.undoable()
}

// playFromHere takes back every step after the position shown, and goes
// back to playing.
func (s *PlayScene) playFromHere() {
	if s.undoable() {
		s.Undo(len(s.Rec.Steps) - s.Moves.Shown)
	}
	s.Moves = nil
}

// placeMoves lays the list's buttons out: the four steppers along the
// bottom, Play from here, Share and Close above them.
func (s *PlayScene) placeMoves() {
	g := s.v.Px(kit.Gap)
	bs := s.Moves.buttons
	for i, r := range s.wideRow(0).Row(g, 1, 1, 1, 1) {
		bs[i].R = r
	}
	row := s.wideRow(1).Row(g, 2, 1, 1, 1)
	bs[4].R, bs[5].R, bs[6].R, bs[7].R = row[0], row[1], row[2], row[3]
	kit.FitRow(bs[5:], s.a.Fonts(), s.v)
}

// StatusCard is the panel's card for a status: the game-over banner, or
// whose turn it is with the player's token.
func (s *PlayScene) StatusCard(st board.Status) kit.Card {
	c := kit.Card{Heading: st.Text, Body: st.Detail}
	if st.Over {
		c = kit.Card{Heading: st.Title, Body: st.Reason, Banner: true}
	}
	if st.Player != 0 {
		c.Token = func(dst *ebiten.Image, x, y, r float64) { s.Board.Token(dst, x, y, r, st.Player) }
	}
	return c
}

// movesStatus is the status of the position shown, saying which it is.
func (s *PlayScene) movesStatus() board.Status {
	m := s.Moves
	st := s.Board.Status(m.pos)
	where := kit.Tr("moves.step-of", m.Shown, len(s.Rec.Steps))
	if m.Shown == len(s.Rec.Steps) {
		where = kit.Tr("moves.as-it-stands", where)
	}
	if st.Over {
		st.Reason = kit.Tr("moves.where-why", where, st.Reason)
	} else {
		st.Detail = where
	}
	return st
}

// drawMoves draws the position shown and, in the panel, its status, the
// list of turns around the one shown, and the list's buttons.
func (s *PlayScene) drawMoves(dst *ebiten.Image) {
	f, v, m := s.a.Fonts(), s.v, s.Moves
	s.Board.Draw(dst, f, m.pos, nil, LastAction(s.Rec.Steps[:m.Shown]))
	c := s.StatusCard(s.movesStatus())
	c.Draw(dst, f, v, s.PanelR)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	lh := kit.LineHeight(face)
	area := s.listArea(c)
	if m.chart.on {
		s.drawChart(dst, area)
		for _, b := range m.buttons {
			b.Draw(dst, f, v)
		}
		return
	}
	for i, l := range s.visibleLines(area) {
		y := area.Y + float64(i)*lh
		t := m.turns[l.turn]
		if t.first < m.Shown && m.Shown <= t.end {
			kit.FillRoundRect(dst, kit.Rect{X: area.X, Y: y, W: area.W, H: lh}, v.Px(4), kit.Th.Panel)
		}
		if l.first {
			s.Board.Token(dst, area.X+lh/2, y+lh/2, lh*0.32, t.player)
		}
		kit.DrawText(dst, l.text, face, area.X+lh*1.2, y+lh/2, kit.AlignStart, kit.AlignCenter, kit.Th.Text)
	}
	for _, b := range m.buttons {
		b.Draw(dst, f, v)
	}
}

// listArea is the room for the list between the card and the buttons.
func (s *PlayScene) listArea(c kit.Card) kit.Rect {
	v := s.v
	top := s.PanelR.Y + c.Height(s.a.Fonts(), v, s.PanelR.W) + v.Px(kit.Gap)
	bottom := s.Moves.buttons[4].R.Y - v.Px(kit.Gap)
	if part := s.PartHeight(); part > 0 { // the board view's panel part shows the position too, above the bar
		bottom = min(bottom, s.Bar[0].R.Y-2*v.Px(kit.Gap)-part)
	}
	return kit.Rect{X: s.PanelR.X, Y: top, W: s.PanelR.W, H: max(0, bottom-top)}
}

// visibleLines are the lines of the list that fit in area: around the
// turn shown, and the last ones when they all fit.
func (s *PlayScene) visibleLines(area kit.Rect) []moveLine {
	m := s.Moves
	face := s.a.Fonts().Face(kit.Regular, s.v.Px(kit.TextBody))
	lh := kit.LineHeight(face)
	var lines []moveLine
	cur := 0
	for i, t := range m.turns {
		steps := strings.Join(s.Rec.Steps[t.first:t.end], ", ")
		for j, l := range kit.WrapText(kit.Tr("moves.turn", i+1, steps), face, area.W-lh*1.2) {
			lines = append(lines, moveLine{text: l, turn: i, first: j == 0})
		}
		if t.first < m.Shown {
			cur = len(lines) - 1
		}
	}
	room := int(area.H / lh)
	start := max(0, min(cur-room/2, len(lines)-room))
	return lines[start:min(len(lines), start+room)]
}

// tapMoves shows the position at the end of the turn whose line was
// tapped.
func (s *PlayScene) tapMoves(x, y float64) {
	area := s.listArea(s.StatusCard(s.movesStatus()))
	if !area.Contains(x, y) {
		return
	}
	if s.Moves.chart.on {
		s.tapChart(area, x, y)
		return
	}
	lh := kit.LineHeight(s.a.Fonts().Face(kit.Regular, s.v.Px(kit.TextBody)))
	lines := s.visibleLines(area)
	if i := int((y - area.Y) / lh); i < len(lines) {
		s.ShowAt(s.Moves.turns[lines[i].turn].end)
	}
}
