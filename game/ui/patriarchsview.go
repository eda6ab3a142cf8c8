package ui

import (
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/patriarchs"
)

// patriarchsView is the board view of Patriarchs: units on the squares of
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
type patriarchsView struct {
	g       grid
	v       view
	sel     string          // the selected unit's square, or ""
	kind    patriarchs.Kind // the reserve kind chosen to deploy, or NoKind
	dsq     string          // the empty square chosen to deploy on, or ""
	res     reserveBand     // the reserves in the panel
	f       *fonts          // the fonts of the last draw, for token
	seen    uint64          // the hash of the position drawn last
	counts  reserveCounts   // its reserves
	units   int             // and its number of units on the board
	took    bool            // the last step drawn captured a unit
	anim    *patriarchsAnim // the animation playing, or nil
	gained  [3][5]bool      // by player and kind: counts that grew with the last step
	sprites sprites
}

func (pv *patriarchsView) layout(r rect, v view) {
	pv.g = newGrid(patriarchs.Size, patriarchs.Size, r)
	pv.v = v
	pv.sprites.reset()
}

func (pv *patriarchsView) tap(x, y float64, legal []string) string {
	f, r, ok := pv.g.at(x, y)
	if !ok {
		pv.deselect()
		return ""
	}
	here := game.SquareName(f, r)
	if step := "move " + pv.sel + "-" + here; pv.sel != "" && slices.Contains(legal, step) {
		pv.deselect()
		return step
	}
	if step := "deploy " + pv.kind.String() + " " + here; pv.kind != patriarchs.NoKind && slices.Contains(legal, step) {
		pv.deselect()
		return step
	}
	again := here == pv.sel || here == pv.dsq
	pv.deselect()
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
func (pv *patriarchsView) chooseKind(k patriarchs.Kind, legal []string) string {
	if step := "deploy " + k.String() + " " + pv.dsq; pv.dsq != "" && slices.Contains(legal, step) {
		pv.deselect()
		return step
	}
	again := pv.kind == k
	pv.deselect()
	if !again {
		pv.kind = k
	}
	return ""
}

func (pv *patriarchsView) deselect() {
	pv.sel, pv.kind, pv.dsq = "", patriarchs.NoKind, ""
}

// actions offers Pass, and only when it is the one legal step.
func (pv *patriarchsView) actions(_ game.Position, legal []string) []action {
	if len(legal) == 1 && legal[0] == "pass" {
		return []action{stepAction(tr("patriarchs.pass"), "pass")}
	}
	return nil
}

func (pv *patriarchsView) cells() func(name string) (x, y float64, ok bool) { return pv.g.named }

func (pv *patriarchsView) status(pos game.Position) status {
	p := pos.(*patriarchs.Position)
	if res := p.Result(); res.Over {
		return patriarchsResult(res, p.Turn())
	}
	side := p.Side()
	st := status{
		player: side,
		text:   tr("patriarchs.to-act", sideName(side), p.Act(), p.ActsInTurn()),
		detail: tr("patriarchs.turn", p.Turn()),
	}
	if p.MaxTurns() > 0 {
		st.detail = tr("patriarchs.turn-of", p.Turn(), p.MaxTurns())
	}
	if sq, ok := p.Spent(); ok {
		st.detail = tr("patriarchs.has-acted", st.detail, sq)
	}
	if legal := game.LegalTexts(p); len(legal) == 1 && legal[0] == "pass" {
		st.detail = tr("patriarchs.must-pass", st.detail)
	}
	return st
}

// patriarchsResult words a finished game's result.
func patriarchsResult(res game.Result, turn int) status {
	w := res.Winners.List()
	if len(w) != 1 {
		reason := tr("patriarchs.move-cap", turn-1)
		return status{over: true, text: tr("result.draw-reason", res.Reason), title: tr("result.draw"), reason: reason}
	}
	winner, loser := sideName(w[0]), sideName(3-w[0])
	return status{
		player: w[0], over: true,
		text:   tr("result.wins-because", winner, res.Reason),
		title:  tr("result.wins", winner),
		reason: tr("patriarchs.captured", winner, loser),
	}
}

// sideName is a player's colour as the rules name it.
func sideName(player int) string {
	if player == patriarchs.Red {
		return tr("side.red")
	}
	return tr("side.blue")
}

// movesFrom returns the targets of the legal moves of the unit on from.
func movesFrom(legal []string, from string) []string {
	var out []string
	for _, s := range legal {
		if rest, ok := strings.CutPrefix(s, "move "+from+"-"); ok {
			out = append(out, rest)
		}
	}
	return out
}

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
