package ui

import (
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/phalanx"
)

// phalanxView is the board view of Phalanx: stones on the intersections of
// a 9×9 go board. Tapping a dot adds a stone; tapping an own stone selects
// it, and then tapping one of its rings moves it and one of its arrows
// pushes.
type phalanxView struct {
	g       grid
	v       view
	sel     string // the selected stone's intersection, or ""
	sprites sprites
}

const phalanxSize = 9

func (pv *phalanxView) layout(r rect, v view) {
	pv.g = newGrid(phalanxSize, phalanxSize, r)
	pv.v = v
	pv.sprites.reset()
}

func (pv *phalanxView) tap(x, y float64, legal []string) string {
	f, r, ok := pv.g.at(x, y)
	if !ok {
		pv.sel = ""
		return ""
	}
	here := game.SquareName(f, r)
	if pv.sel != "" {
		for _, verb := range []string{"move ", "push "} {
			if step := verb + pv.sel + "-" + here; slices.Contains(legal, step) {
				pv.sel = ""
				return step
			}
		}
	} else if step := "add " + here; slices.Contains(legal, step) {
		return step
	}
	if here != pv.sel && len(phalanxTargets(legal, here)) > 0 {
		pv.sel = here
	} else {
		pv.sel = ""
	}
	return ""
}

func (pv *phalanxView) deselect() { pv.sel = "" }

// actions offers End turn, which Phalanx allows at any moment of a turn.
func (pv *phalanxView) actions(_ game.Position, legal []string) []action {
	if slices.Contains(legal, "end") {
		return []action{stepAction(tr("play.end-turn"), "end")}
	}
	return nil
}

func (pv *phalanxView) cells() func(name string) (x, y float64, ok bool) { return pv.g.named }

func (pv *phalanxView) status(pos game.Position) status {
	p := pos.(*phalanx.Position)
	if res := p.Result(); res.Over {
		return phalanxResult(res)
	}
	mover := p.Mover()
	return status{
		player: mover,
		text:   tr("phalanx.to-act", colourName(mover), count("action", p.ActionsLeft())),
		detail: tr("phalanx.turn", p.TurnsCompleted()+1, phalanx.TurnLimit, colourName(mover), goalName(mover)),
	}
}

// phalanxResult words a finished game's result.
func phalanxResult(res game.Result) status {
	w := res.Winners.List()
	if len(w) != 1 {
		short, reason := tr("phalanx.no-winner"), tr("phalanx.no-winner-why")
		if res.Reason == "turnlimit" {
			short, reason = tr("phalanx.turn-limit"), tr("phalanx.turn-limit-why")
		}
		return status{over: true, text: tr("result.draw-reason", short), title: tr("result.draw"), reason: reason}
	}
	winner, loser := colourName(w[0]), colourName(3-w[0])
	short, reason := res.Reason, res.Reason+"."
	switch res.Reason {
	case "goal":
		short = tr("phalanx.goal", goalName(w[0]))
		reason = tr("phalanx.goal-why", winner, goalName(w[0]))
	case "elimination":
		short = tr("phalanx.elimination", loser)
		reason = tr("phalanx.elimination-why", loser)
	}
	return status{player: w[0], over: true, text: tr("result.wins-because", winner, short), title: tr("result.wins", winner), reason: reason}
}

// phalanxTargets returns the legal moves and pushes of the stone on from.
func phalanxTargets(legal []string, from string) []string {
	var out []string
	for _, s := range legal {
		if strings.HasPrefix(s, "move "+from+"-") || strings.HasPrefix(s, "push "+from+"-") {
			out = append(out, s)
		}
	}
	return out
}

// phalanxStep splits a step text into its verb and intersections.
func phalanxStep(step string) (verb string, squares []string) {
	verb, rest, _ := strings.Cut(step, " ")
	if rest == "" {
		return verb, nil
	}
	return verb, strings.Split(rest, "-")
}

func colourName(player int) string {
	if player == phalanx.White {
		return tr("side.white")
	}
	return tr("side.black")
}

func goalName(player int) string {
	return game.SquareName(phalanx.Goal(player))
}
