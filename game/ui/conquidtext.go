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
		return "Blue"
	}
	return "Red"
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
		st.text = fmt.Sprintf("%s: Acquire %d of 3", who, p.Acquired()+1)
	case cv.mode == conquering:
		st.text = fmt.Sprintf("%s: Conquer takes %s", who, plural(len(cv.shown), "cell"))
		if len(cv.shown) == 0 {
			st.detail = quietWarning(p)
		}
	case cv.mode == vanquishing && cv.block != nil:
		st.text = fmt.Sprintf("%s: Vanquish %s", who, cv.blockName(*cv.block))
		if err := p.CheckVanquish(*cv.block); err != nil {
			st.text += " — not allowed"
			st.detail = "Not allowed: " + err.Error() + "."
		} else {
			st.text += " — allowed"
			if p.At(*cv.block) == conquid.Empty {
				st.detail = quietWarning(p)
			}
		}
	case cv.mode == vanquishing:
		st.text = who + ": Vanquish — pick a block"
	default:
		st.text = who + " to move — choose an action"
	}
	return st
}

// quietWarning says that the action prepared changes nothing, and what
// follows from that.
func quietWarning(p *conquid.Position) string {
	if p.QuietTurns() == 1 {
		return "Nothing changes: a second quiet turn in a row, so the game ends in a draw."
	}
	return "Nothing changes: a quiet turn. Two in a row end the game in a draw."
}

// blockName names a 4×4 block by its corners, "c3–f6".
func (cv *conquidView) blockName(c conquid.Cell) string {
	return c.String() + "–" + conquid.Cell{File: c.File + 3, Rank: c.Rank + 3}.String()
}

// counts is the panel's second line: the turn and the cells each side owns.
func (cv *conquidView) counts(p *conquid.Position) string {
	s := fmt.Sprintf("Turn %d of %d · Red %d · Blue %d cells", p.Turns()+1, p.TurnCap(), p.Count(conquid.Red), p.Count(conquid.Blue))
	if p.QuietTurns() == 1 {
		s += " · one more quiet turn is a draw"
	}
	return s
}

// conquidResult words a finished game.
func conquidResult(p *conquid.Position, res game.Result) status {
	w := res.Winners.List()
	if len(w) == 1 {
		name := conquidName(w[0])
		return status{player: w[0], over: true, title: name + " wins",
			text:   name + " wins — Conquest",
			reason: fmt.Sprintf("%s declared a Conquest: a chain of %s cells joins the two HQs.", name, name)}
	}
	reason := "The turn cap of " + plural(p.TurnCap(), "turn") + " was reached."
	if res.Reason == conquid.ReasonQuietDraw {
		reason = "Two quiet turns in a row: the board did not change."
	}
	return status{over: true, title: "Draw", text: "Draw — " + res.Reason, reason: reason}
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
