package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/conquid"
)

// conquidName is a player's colour as players read it.
func conquidName(player int) string {
	if player == 2 {
		return tr("side.blue")
	}
	return tr("side.red")
}

// status says whose turn it is and what the chosen action will do, or how
// the game ended.
func (cv *conquidView) status(pos game.Position) status {
	p := cv.see(pos)
	if res := p.Result(); res.Over {
		return conquidResult(p, res)
	}
	who := conquidName(p.Side())
	st := status{player: p.Side(), detail: cv.counts(p)}
	switch {
	case p.Acquired() > 0 || cv.mode == acquiring:
		st.text = tr("conquid.acquire-n", who, p.Acquired()+1)
	case cv.mode == conquering:
		st.text = tr("conquid.conquer-takes", who, count("cell", len(cv.shown)))
		if len(cv.shown) == 0 {
			st.detail = quietWarning(p)
		}
	case cv.mode == vanquishing && cv.block != nil:
		if err := p.CheckVanquish(*cv.block); err != nil {
			st.text = tr("conquid.vanquish-no", who, cv.blockName(*cv.block))
			st.detail = tr("conquid.not-allowed", err)
		} else {
			st.text = tr("conquid.vanquish-yes", who, cv.blockName(*cv.block))
			if p.At(*cv.block) == conquid.Empty {
				st.detail = quietWarning(p)
			}
		}
	case cv.mode == vanquishing:
		st.text = tr("conquid.pick-block", who)
	default:
		st.text = tr("conquid.choose", who)
	}
	return st
}

// quietWarning says that the action prepared changes nothing, and what
// follows from that.
func quietWarning(p *conquid.Position) string {
	if p.QuietTurns() == 1 {
		return tr("conquid.quiet-second")
	}
	return tr("conquid.quiet-first")
}

// blockName names a 4×4 block by its corners, "c3–f6".
func (cv *conquidView) blockName(c conquid.Cell) string {
	return c.String() + "–" + conquid.Cell{File: c.File + 3, Rank: c.Rank + 3}.String()
}

// counts is the panel's second line: the turn and the cells each side owns.
func (cv *conquidView) counts(p *conquid.Position) string {
	key := "conquid.counts"
	if p.QuietTurns() == 1 {
		key = "conquid.counts-quiet"
	}
	return tr(key, p.Turns()+1, p.TurnCap(), p.Count(conquid.Red), p.Count(conquid.Blue))
}

// conquidResult words a finished game.
func conquidResult(p *conquid.Position, res game.Result) status {
	w := res.Winners.List()
	if len(w) == 1 {
		name := conquidName(w[0])
		return status{player: w[0], over: true, title: tr("result.wins", name),
			text:   tr("conquid.wins", name),
			reason: tr("conquid.wins-why", name)}
	}
	reason := tr("conquid.turn-cap", count("turn", p.TurnCap()))
	if res.Reason == conquid.ReasonQuietDraw {
		reason = tr("conquid.quiet-draw")
	}
	return status{over: true, title: tr("result.draw"), text: tr("result.draw-reason", res.Reason), reason: reason}
}

// token draws a player's cell, for the panel.
func (cv *conquidView) token(dst *ebiten.Image, x, y, r float64, player int) {
	s := conquid.Red
	if player == 2 {
		s = conquid.Blue
	}
	cv.sprites.stamp(dst, fmt.Sprintf("token %d %.0f", player, r), r, x, y, func(img *ebiten.Image, c float64) {
		cv.paintCell(img, rect{c - r, c - r, 2 * r, 2 * r}, s, cv.v.px(1))
	})
}
