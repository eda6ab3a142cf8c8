package phalanxview

import (
	"slices"

	"pentarchy/game"
	"pentarchy/game/phalanx"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// PhalanxView is the board view of Phalanx: stones on the intersections of
// a 9×9 go board. Tapping a dot adds a stone; tapping an own stone selects
// it, and then tapping one of its rings moves it and one of its arrows
// pushes.
type PhalanxView struct {
	g      board.Grid
	v      kit.View
	sel    string // the selected stone's intersection, or ""
	layers kit.Layers
}

const PhalanxSize = 9

func (pv *PhalanxView) Layout(r kit.Rect, v kit.View) {
	pv.g = board.NewGrid(PhalanxSize, PhalanxSize, r)
	pv.v = v
	pv.layers.Reset()
}

func (pv *PhalanxView) Tap(x, y float64, legal []string) string {
	f, r, ok := pv.g.At(x, y)
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

func (pv *PhalanxView) Deselect() { pv.sel = "" }

// Actions offers End turn, which Phalanx allows at any moment of a turn.
func (pv *PhalanxView) Actions(_ game.Position, legal []string) []board.Action {
	if slices.Contains(legal, "end") {
		return []board.Action{board.StepAction(kit.Tr("play.end-turn"), "end")}
	}
	return nil
}

func (pv *PhalanxView) Cells() func(name string) (x, y float64, ok bool) { return pv.g.Named }

func (pv *PhalanxView) Status(pos game.Position) board.Status {
	p := pos.(*phalanx.Position)
	if res := p.Result(); res.Over {
		return phalanxResult(res)
	}
	mover := p.Mover()
	return board.Status{
		Player: mover,
		Text:   kit.Tr("phalanx.to-act", ColourName(mover), kit.Count("action", p.ActionsLeft())),
		Detail: kit.Tr("phalanx.turn", p.TurnsCompleted()+1, phalanx.TurnLimit, ColourName(mover), goalName(mover)),
	}
}

// phalanxResult words a finished game's result.
func phalanxResult(res game.Result) board.Status {
	w := res.Winners.List()
	if len(w) != 1 {
		short, reason := kit.Tr("phalanx.no-winner"), kit.Tr("phalanx.no-winner-why")
		if res.Reason == "turnlimit" {
			short, reason = kit.Tr("phalanx.turn-limit"), kit.Tr("phalanx.turn-limit-why")
		}
		return board.Drawn(short, reason)
	}
	winner, loser := ColourName(w[0]), ColourName(3-w[0])
	short, reason := res.Reason, res.Reason+"."
	switch res.Reason {
	case "goal":
		short = kit.Tr("phalanx.goal", goalName(w[0]))
		reason = kit.Tr("phalanx.goal-why", winner, goalName(w[0]))
	case "elimination":
		short = kit.Tr("phalanx.elimination", loser)
		reason = kit.Tr("phalanx.elimination-why", loser)
	}
	return board.Won(w[0], winner, short, reason)
}

// phalanxTargets returns the legal moves and pushes of the stone on from.
func phalanxTargets(legal []string, from string) []string {
	return board.Prefixed(legal, "move "+from+"-", "push "+from+"-")
}

// PhalanxStep is a step text's verb and intersections as the ruleset
// reads them (phalanx.Decode): an add's one, a move's or a push's from and
// to, none for "end" or a text that is no step.
func PhalanxStep(step string) (verb string, squares []string) {
	s, err := phalanx.ParseNotation(step)
	if err != nil {
		return "", nil
	}
	kind, from, to := phalanx.Decode(s)
	switch kind {
	case phalanx.StepAdd:
		return "add", []string{squareName(to)}
	case phalanx.StepMove:
		return "move", []string{squareName(from), squareName(to)}
	case phalanx.StepPush:
		return "push", []string{squareName(from), squareName(to)}
	}
	return "end", nil
}

// squareName is an intersection's name.
func squareName(p phalanx.Point) string { return game.SquareName(p.File, p.Rank) }

func ColourName(player int) string {
	if player == phalanx.White {
		return kit.Tr("side.white")
	}
	return kit.Tr("side.black")
}

func goalName(player int) string {
	return game.SquareName(phalanx.Goal(player))
}

func (pv *PhalanxView) CellNames() []string { return board.SquareNames(PhalanxSize, PhalanxSize) }

func (pv *PhalanxView) Selection() string { return pv.sel }

// Pieces counts the stones of each player.
func (pv *PhalanxView) Pieces(pos game.Position) []int {
	p := pos.(*phalanx.Position)
	count := make([]int, pos.Players()+1)
	for f := range PhalanxSize {
		for r := range PhalanxSize {
			count[p.At(f, r)]++
		}
	}
	return count[1:]
}

// Pushes tells whether a step pushes.
func (pv *PhalanxView) Pushes(step string) bool {
	verb, _ := PhalanxStep(step)
	return verb == "push"
}

// PlayerName is how the screens name player p: its colour.
func (v *PhalanxView) PlayerName(p int) string { return ColourName(p) }
