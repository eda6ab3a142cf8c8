package conquidview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// ConquidName is a player's colour as players read it.
func ConquidName(player int) string {
	if player == 2 {
		return kit.Tr("side.blue")
	}
	return kit.Tr("side.red")
}

// Status says whose turn it is and what the chosen action will do, or how
// the game ended.
func (cv *ConquidView) Status(pos game.Position) board.Status {
	p := cv.see(pos)
	if res := p.Result(); res.Over {
		return conquidResult(p, res)
	}
	who := ConquidName(p.Side())
	st := board.Status{Player: p.Side(), Detail: cv.counts(p)}
	switch {
	case p.Acquired() > 0 || cv.mode == acquiring:
		st.Text = kit.Tr("conquid.acquire-n", who, p.Acquired()+1)
	case cv.mode == conquering:
		st.Text = kit.Tr("conquid.conquer-takes", who, kit.Count("cell", len(cv.shown)))
		if len(cv.shown) == 0 {
			st.Detail = quietWarning(p)
		}
	case cv.mode == vanquishing && cv.block != nil:
		if err := p.CheckVanquish(*cv.block); err != nil {
			st.Text = kit.Tr("conquid.vanquish-no", who, cv.blockName(*cv.block))
			st.Detail = kit.Tr("conquid.not-allowed", err)
		} else {
			st.Text = kit.Tr("conquid.vanquish-yes", who, cv.blockName(*cv.block))
			if p.At(*cv.block) == conquid.Empty {
				st.Detail = quietWarning(p)
			}
		}
	case cv.mode == vanquishing:
		st.Text = kit.Tr("conquid.pick-block", who)
	default:
		st.Text = kit.Tr("conquid.choose", who)
	}
	return st
}

// quietWarning says that the action prepared changes nothing, and what
// follows from that.
func quietWarning(p *conquid.Position) string {
	if p.QuietTurns() == 1 {
		return kit.Tr("conquid.quiet-second")
	}
	return kit.Tr("conquid.quiet-first")
}

// blockName names a 4×4 block by its corners, "c3–f6".
func (cv *ConquidView) blockName(c conquid.Cell) string {
	return c.String() + "–" + conquid.Cell{File: c.File + 3, Rank: c.Rank + 3}.String()
}

// counts is the panel's second line: the turn and the cells each side owns.
func (cv *ConquidView) counts(p *conquid.Position) string {
	key := "conquid.counts"
	if p.QuietTurns() == 1 {
		key = "conquid.counts-quiet"
	}
	return kit.Tr(key, p.Turns()+1, p.TurnCap(), p.Count(conquid.Red), p.Count(conquid.Blue))
}

// conquidResult words a finished game.
func conquidResult(p *conquid.Position, res game.Result) board.Status {
	w := res.Winners.List()
	if len(w) == 1 {
		name := ConquidName(w[0])
		return board.Status{Player: w[0], Over: true, Title: kit.Tr("result.wins", name),
			Text:   kit.Tr("conquid.wins", name),
			Reason: kit.Tr("conquid.wins-why", name)}
	}
	reason := kit.Tr("conquid.turn-cap", kit.Count("turn", p.TurnCap()))
	if res.Reason == conquid.ReasonQuietDraw {
		reason = kit.Tr("conquid.quiet-draw")
	}
	return board.Drawn(res.Reason, reason)
}

// Token draws a player's cell, for the panel.
func (cv *ConquidView) Token(dst *ebiten.Image, x, y, r float64, player int) {
	s := conquid.Red
	if player == 2 {
		s = conquid.Blue
	}
	x, y = math.Round(x), math.Round(y)
	cv.paintCell(dst, kit.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, s, cv.v.Px(1))
}

// PlayerName is how the screens name player p: its colour.
func (v *ConquidView) PlayerName(p int) string { return ConquidName(p) }
