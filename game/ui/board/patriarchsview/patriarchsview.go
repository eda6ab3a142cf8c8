package patriarchsview

import (
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// PatriarchsView is the board view of Patriarchs: units on the squares of
// a 9×9 board with both zones and cores marked, and both reserves in a band
// of the panel (its panelPart, in patriarchsreserve.go).
//
// Tapping one of your units selects it and shows its moves (rings) and
// captures (corner marks); tapping a target plays the move. Deploying works
// either way round: tap a reserve control and then a green dot next to the
// core, or tap the dot first and then the reserve control. The reserve
// controls are buttons of window.pentarchy.buttons(), labelled with the
// kind and count a player reads ("Cardinal ×2"), present only while a
// deploy of that kind is legal.
type PatriarchsView struct {
	G      board.Grid
	v      kit.View
	sel    string          // the selected unit's square, or ""
	kind   patriarchs.Kind // the reserve kind chosen to deploy, or NoKind
	dsq    string          // the empty square chosen to deploy on, or ""
	res    reserveBand     // the reserves in the panel
	f      *kit.Fonts      // the fonts of the last draw, for token
	seen   uint64          // the hash of the position drawn last
	counts reserveCounts   // its reserves
	units  int             // and its number of units on the board
	took   bool            // the last step drawn captured a unit
	anim   *patriarchsAnim // the animation playing, or nil
	gained [3][5]bool      // by player and kind: counts that grew with the last step
	layers kit.Layers
}

func (pv *PatriarchsView) Layout(r kit.Rect, v kit.View) {
	pv.G = board.NewGrid(patriarchs.Size, patriarchs.Size, r)
	pv.v = v
	pv.layers.Reset()
}

func (pv *PatriarchsView) Tap(x, y float64, legal []string) string {
	f, r, ok := pv.G.At(x, y)
	if !ok {
		pv.Deselect()
		return ""
	}
	here := game.SquareName(f, r)
	if step := "move " + pv.sel + "-" + here; pv.sel != "" && slices.Contains(legal, step) {
		pv.Deselect()
		return step
	}
	if step := "deploy " + pv.kind.String() + " " + here; pv.kind != patriarchs.NoKind && slices.Contains(legal, step) {
		pv.Deselect()
		return step
	}
	again := here == pv.sel || here == pv.dsq
	pv.Deselect()
	switch {
	case again:
	case len(movesFrom(legal, here)) > 0:
		pv.sel = here
	case len(deploysOn(legal, here)) > 0:
		pv.dsq = here
	}
	return ""
}

// chooseKind handles a tap on the reserve control of kind k: it deploys on
// the chosen square if that is legal, and otherwise chooses (or drops) k.
func (pv *PatriarchsView) chooseKind(k patriarchs.Kind, legal []string) string {
	if step := "deploy " + k.String() + " " + pv.dsq; pv.dsq != "" && slices.Contains(legal, step) {
		pv.Deselect()
		return step
	}
	again := pv.kind == k
	pv.Deselect()
	if !again {
		pv.kind = k
	}
	return ""
}

func (pv *PatriarchsView) Deselect() {
	pv.sel, pv.kind, pv.dsq = "", patriarchs.NoKind, ""
}

// Actions offers Pass, and only when it is the one legal step.
func (pv *PatriarchsView) Actions(_ game.Position, legal []string) []board.Action {
	if len(legal) == 1 && legal[0] == "pass" {
		return []board.Action{board.StepAction(kit.Tr("patriarchs.pass"), "pass")}
	}
	return nil
}

func (pv *PatriarchsView) Cells() func(name string) (x, y float64, ok bool) { return pv.G.Named }

func (pv *PatriarchsView) Status(pos game.Position) board.Status {
	p := pos.(*patriarchs.Position)
	if res := p.Result(); res.Over {
		return patriarchsResult(res, p.Turn())
	}
	side := p.Side()
	st := board.Status{
		Player: side,
		Text:   kit.Tr("patriarchs.to-act", SideName(side), p.Act(), p.ActsInTurn()),
		Detail: kit.Tr("patriarchs.turn", p.Turn()),
	}
	if p.MaxTurns() > 0 {
		st.Detail = kit.Tr("patriarchs.turn-of", p.Turn(), p.MaxTurns())
	}
	if sq, ok := p.Spent(); ok {
		st.Detail = kit.Tr("patriarchs.has-acted", st.Detail, sq)
	}
	if legal := p.Legal(nil); len(legal) == 1 && p.FormatStep(legal[0]) == "pass" {
		st.Detail = kit.Tr("patriarchs.must-pass", st.Detail)
	}
	return st
}

// patriarchsResult words a finished game's result.
func patriarchsResult(res game.Result, turn int) board.Status {
	w := res.Winners.List()
	if len(w) != 1 {
		reason := kit.Tr("patriarchs.move-cap", turn-1)
		return board.Drawn(res.Reason, reason)
	}
	winner, loser := SideName(w[0]), SideName(3-w[0])
	return board.Won(w[0], winner, res.Reason, kit.Tr("patriarchs.captured", winner, loser))
}

// SideName is a player's colour as the rules name it.
func SideName(player int) string {
	if player == patriarchs.Red {
		return kit.Tr("side.red")
	}
	return kit.Tr("side.blue")
}

// movesFrom returns the targets of the legal moves of the unit on from.
func movesFrom(legal []string, from string) []string { return board.After(legal, "move "+from+"-") }

// deploysOn returns the kinds that may be deployed on sq now.
func deploysOn(legal []string, sq string) []patriarchs.Kind {
	var out []patriarchs.Kind
	for _, k := range patriarchs.ReserveKinds() {
		if slices.Contains(legal, "deploy "+k.String()+" "+sq) {
			out = append(out, k)
		}
	}
	return out
}

// deployTargets returns the squares where a unit of kind k may be deployed
// now, or, for NoKind, a unit of any kind.
func deployTargets(legal []string, k patriarchs.Kind) []string {
	var out []string
	for _, s := range legal {
		rest, ok := strings.CutPrefix(s, "deploy ")
		kind, sq, _ := strings.Cut(rest, " ")
		if ok && (k == patriarchs.NoKind || kind == k.String()) && !slices.Contains(out, sq) {
			out = append(out, sq)
		}
	}
	return out
}

func (pv *PatriarchsView) CellNames() []string {
	return board.SquareNames(patriarchs.Size, patriarchs.Size)
}

func (pv *PatriarchsView) Selection() string {
	return pv.sel + "|" + board.SelectionText(int(pv.kind)) + "|" + pv.dsq
}

// Pieces counts the units of each player on the board.
func (pv *PatriarchsView) Pieces(pos game.Position) []int {
	p := pos.(*patriarchs.Position)
	count := make([]int, pos.Players()+1)
	for f := range patriarchs.Size {
		for r := range patriarchs.Size {
			count[p.At(patriarchs.Square{File: f, Rank: r}).Player]++
		}
	}
	return count[1:]
}

// PlayerName is how the screens name player p: its colour.
func (v *PatriarchsView) PlayerName(p int) string { return SideName(p) }
