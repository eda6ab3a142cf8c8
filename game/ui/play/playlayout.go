package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// Panel sizes in CSS pixels: the least room the panel needs below the board
// (portrait) or beside it (landscape), and its widest.
const (
	panelMinH = 240
	panelMinW = 300
	panelMaxW = 420
	// panelCard is the room a panel keeps, besides a board view's panel
	// part, for the status card, the game bar and the gaps.
	panelCard = 170
)

// PanelPart is an optional interface of a board view that keeps a band of
// the panel for itself, just above the bottom row of buttons (Patriarchs
// shows both reserves there). The view draws the band in its own draw; the
// play scene reports its controls as buttons, routes taps and keys to them
// like to its own buttons, but does not draw them. A view with a panel part
// should offer at most one action, so that no row of buttons covers it.
type PanelPart interface {
	// PartHeight is the band's height in device pixels on the view v.
	PartHeight(v kit.View) float64
	// PlacePart gives the band its rectangle, after every layout.
	PlacePart(r kit.Rect)
	// Controls are the band's tappable controls now, in device pixels.
	Controls(pos game.Position, legal []string) []board.Control
}

// Layout gives the board the largest size that fits with the panel below
// it or beside it, whichever leaves the bigger board: a square, or the
// shape a sizedView asks for. The buttons sit at the bottom of the panel,
// in reach of a thumb, with a board view's panel part just above them.
func (s *PlayScene) Layout(v kit.View) {
	s.v = v
	m := v.Px(kit.Margin)
	part := s.PartHeight()
	panelH := s.panelBase() + s.hint.extra
	bw, bh := board.BoardFit(s.Board, s.Pos, v.W-2*m, v.H-panelH-3*m, v)
	sw, sh := board.BoardFit(s.Board, s.Pos, v.W-v.Px(panelMinW)-3*m, v.H-2*m, v)
	if sw*sh > bw*bh {
		pw := min(v.W-sw-3*m, v.Px(panelMaxW))
		x := (v.W - sw - m - pw) / 2
		s.BoardR = kit.Rect{X: x, Y: (v.H - sh) / 2, W: sw, H: sh}
		s.PanelR = kit.Rect{X: x + sw + m, Y: m, W: pw, H: v.H - 2*m}
		if sh == sw {
			s.PanelR.Y, s.PanelR.H = s.BoardR.Y, sh
		}
	} else {
		s.BoardR = kit.Rect{X: (v.W - bw) / 2, Y: m, W: bw, H: bh}
		// As wide as the screen, not the board: a board shrunk to leave
		// room below it must not squeeze the game bar.
		s.PanelR = kit.Rect{X: m, Y: bh + 2*m, W: v.W - 2*m, H: v.H - bh - 3*m}
	}
	s.Board.Layout(s.BoardR, v)
	s.placeBar()
	s.placeButtons(s.endButtons())
	if s.Moves != nil {
		s.placeMoves()
	}
	if pp, ok := s.Board.(PanelPart); ok {
		pp.PlacePart(kit.Rect{X: s.PanelR.X, Y: s.Bar[0].R.Y - v.Px(kit.Gap) - part, W: s.PanelR.W, H: part})
	}
	s.fitHint()
}

// panelBase is the least height of a panel below the board.
func (s *PlayScene) panelBase() float64 {
	return max(s.v.Px(panelMinH), s.PartHeight()+s.v.Px(panelCard))
}

// PartHeight is the height of the board view's panel part, 0 without one.
func (s *PlayScene) PartHeight() float64 {
	if pp, ok := s.Board.(PanelPart); ok {
		return pp.PartHeight(s.v)
	}
	return 0
}

// wideRow is the i-th row of buttons counted up from the bottom of the
// panel, as wide as the panel. Row 0 is the game bar.
func (s *PlayScene) wideRow(i int) kit.Rect {
	v := s.v
	bh := v.Px(kit.ButtonH)
	y := s.PanelR.Y + s.PanelR.H - bh - float64(i)*(bh+v.Px(kit.Gap))
	return kit.Rect{X: s.PanelR.X, Y: y, W: s.PanelR.W, H: bh}
}

// placeButtons puts the board view's actions in the panel, the main one
// just above the game bar (or the view's panel part), the others above it
// side by side, as many to a row as fit their labels (two or three), so
// that the status card keeps its room on a small screen.
func (s *PlayScene) placeButtons(bs []*kit.Button) {
	if len(bs) == 0 {
		return
	}
	v := s.v
	row := s.wideRow(0)
	row.Y = s.Bar[0].R.Y - row.H - v.Px(kit.Gap)
	if part := s.PartHeight(); part > 0 {
		row.Y -= part + v.Px(kit.Gap)
	}
	bs[0].R = row
	others := bs[1:]
	per := s.perRow(others)
	for i := 0; i < len(others); i += per {
		row.Y -= row.H + v.Px(kit.Gap)
		n := min(per, len(others)-i)
		for j, r := range row.Split(v.Px(kit.Gap), n) {
			others[i+j].R = r
		}
		kit.FitRow(others[i:i+n], s.a.Fonts(), v)
	}
}

// perRow is how many of the buttons go on a row: three if each label fits
// a third of the panel's width at four fifths of the usual size, else two.
func (s *PlayScene) perRow(bs []*kit.Button) int {
	third := s.wideRow(0).Split(s.v.Px(kit.Gap), 3)[0]
	for _, b := range bs {
		if !kit.Fits(s.a.Fonts(), b.Label, third.W, 0.8, s.v) {
			return 2
		}
	}
	return 3
}

// Draw draws the board, then the panel: the status card (or the game-over
// banner), a hint while the game goes on, and the buttons.
func (s *PlayScene) Draw(dst *ebiten.Image) {
	if s.Moves != nil {
		s.drawMoves(dst)
		return
	}
	f, v := s.a.Fonts(), s.v
	s.Board.Draw(dst, f, s.Pos, s.LegalShown(), LastAction(s.Rec.Steps))
	st := s.Status()
	c := s.StatusCard(st)
	c.Draw(dst, f, v, s.PanelR)
	if !st.Over {
		s.drawHint(dst)
	}
	for _, b := range s.DrawnButtons() {
		b.Draw(dst, f, v)
	}
}

// DrawnButtons are the buttons the scene draws: the panel's, and a board
// view's own controls (controlView). A panel part draws its controls itself.
func (s *PlayScene) DrawnButtons() []*kit.Button {
	bs := s.panelButtons()
	if c, ok := s.Board.(board.ControlView); ok {
		bs = append(bs, c.Controls()...)
	}
	return bs
}

// ButtonsTop is the top edge of the highest button in the panel.
func (s *PlayScene) ButtonsTop() float64 {
	top := s.Menu.R.Y
	for _, b := range s.panelButtons() {
		top = min(top, b.R.Y)
	}
	return top
}
