package ui

import (
	"fmt"
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/parry"
)

// parryView is the board view of Parry on any of its 26 boards: each site
// drawn as its own polygon (square, hexagon or Cairo pentagon), pieces of up
// to six players, territory rings, and the power of the site under the
// pointer. Tapping a green dot places a piece; in the bonus phase, tapping
// one of the mover's pieces selects it and tapping a blue ring slides it.
// Any other tap on a site shows its power.
type parryView struct {
	r       rect // where the board goes
	v       view
	board   *parry.Board // the board pb was made for; nil before the first position
	pb      polyBoard
	sel     int // the selected piece's site, or −1
	info    int // the site whose power the panel shows, or −1
	sprites sprites
}

func newParryView() *parryView { return &parryView{sel: -1, info: -1} }

// parryPad is the margin around a Parry board, in board units.
const parryPad = 0.25

func (pv *parryView) layout(r rect, v view) {
	pv.r, pv.v, pv.board = r, v, nil
	pv.sprites.reset()
}

// sync fits the board of pos into the layout's rectangle, the first time
// it sees that board after a layout. Every method given a position calls
// it, so the view knows its board before the first tap.
func (pv *parryView) sync(pos game.Position) *parry.Position {
	p := pos.(*parry.Position)
	if b := p.Board(); b != pv.board {
		pv.board = b
		centers, cells := parryGeometry(b)
		pv.pb = newPolyBoard(centers, cells, parryPad, pv.r)
		pv.sprites.reset()
	}
	return p
}

// parryGeometry converts a board's site centres and cells to the UI's
// points, still in board units.
func parryGeometry(b *parry.Board) (centers []point, cells [][]point) {
	for s := range b.Len() {
		c := b.Center(s)
		centers = append(centers, point{c.X, c.Y})
		var poly []point
		for _, q := range b.Cell(s) {
			poly = append(poly, point{q.X, q.Y})
		}
		cells = append(cells, poly)
	}
	return centers, cells
}

func (pv *parryView) tap(x, y float64, legal []string) string {
	site := -1
	if pv.board != nil {
		site = pv.pb.at(x, y)
	}
	pv.info = site
	if site < 0 {
		pv.sel = -1
		return ""
	}
	here := pv.board.SiteName(site)
	if pv.sel >= 0 {
		if step := "move " + pv.board.SiteName(pv.sel) + "-" + here; slices.Contains(legal, step) {
			pv.sel = -1
			return step
		}
	}
	if step := "place " + here; slices.Contains(legal, step) {
		return step
	}
	if site != pv.sel && len(parryMoves(legal, here)) > 0 {
		pv.sel = site
	} else {
		pv.sel = -1
	}
	return ""
}

// hover shows the power of the site under the mouse pointer, and tells
// whether that changed what the panel says.
func (pv *parryView) hover(x, y float64) bool {
	if pv.board == nil {
		return false
	}
	site := pv.pb.at(x, y)
	if site < 0 || site == pv.info {
		return false
	}
	pv.info = site
	return true
}

func (pv *parryView) deselect() { pv.sel = -1 }

// actions offers End turn while bonus steps are left.
func (pv *parryView) actions(_ game.Position, legal []string) []action {
	if slices.Contains(legal, "end") {
		return []action{stepAction(tr("play.end-turn"), "end")}
	}
	return nil
}

func (pv *parryView) cells() func(name string) (x, y float64, ok bool) {
	b, pb := pv.board, pv.pb
	return func(name string) (float64, float64, bool) {
		if b == nil {
			return 0, 0, false
		}
		s, ok := b.Site(name)
		if !ok {
			return 0, 0, false
		}
		return pb.centers[s].x, pb.centers[s].y, true
	}
}

// parryMoves returns the legal moves of the piece on from.
func parryMoves(legal []string, from string) []string {
	var out []string
	for _, s := range legal {
		if strings.HasPrefix(s, "move "+from+"-") {
			out = append(out, s)
		}
	}
	return out
}

// parryStep splits a step text into its verb and sites.
func parryStep(step string) (verb string, sites []string) {
	verb, rest, _ := strings.Cut(step, " ")
	if rest == "" {
		return verb, nil
	}
	return verb, strings.Split(rest, "-")
}

// parrySides are the players' colours in the rules (spec §3), as keys of
// the table's side names.
var parrySides = [...]string{"", "white", "black", "red", "green", "blue", "magenta"}

// parryName is player p's colour as players read it.
func parryName(p int) string { return tr("side." + parrySides[p]) }

func (pv *parryView) status(pos game.Position) status {
	p := pv.sync(pos)
	if res := p.Result(); res.Over {
		return parryResult(res)
	}
	m := p.Turn()
	st := status{player: m, text: tr("parry.to-place", parryName(m))}
	if p.Phase() == parry.PhaseSteps {
		st.text = tr("parry.steps-left", parryName(m), count("bonus-step", p.StepsLeft()))
	}
	st.detail = tr("parry.scores", parryScores(p.Scores()))
	if pv.info >= 0 && pv.info < p.Board().Len() {
		st.detail = tr("parry.scores-power", parryScores(p.Scores()), pv.powerText(p, pv.info))
	}
	return st
}

// powerText says every player's power at a site and whose territory it is.
func (pv *parryView) powerText(p *parry.Position, site int) string {
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, tr("parry.score", parryName(pl), signed(p.Power(pl, site))))
	}
	name := p.Board().SiteName(site)
	if t := p.Territory(site); t != 0 {
		return tr("parry.power-owned", name, strings.Join(parts, ", "), parryName(t))
	}
	return tr("parry.power-nobody", name, strings.Join(parts, ", "))
}

// signed writes n with its sign, and 0 without: +2, 0, −1.
func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}

// parryScores lists the scores as "White 3, Black 2".
func parryScores(scores []int) string {
	var parts []string
	for i, sc := range scores {
		parts = append(parts, tr("parry.score", parryName(i+1), sc))
	}
	return strings.Join(parts, ", ")
}

// parryResult words a finished game: the winners, and the ranking.
func parryResult(res game.Result) status {
	w := res.Winners.List()
	title := tr("result.wins", parryName(w[0]))
	if len(w) > 1 {
		names := parryName(w[0])
		for _, pl := range w[1:] {
			names = tr("list.and", names, parryName(pl))
		}
		title = tr("result.win-many", names)
	}
	reason := tr("parry.ranking", parryRanking(res.Scores))
	if res.Reason != "score" {
		reason = tr("parry.ranking-tie", parryRanking(res.Scores))
	}
	return status{
		player: w[0], over: true, title: title, reason: reason,
		text: tr("parry.result", title, parryScores(res.Scores)),
	}
}

// parryRanking lists the players from the highest score down, equal
// scores sharing a rank: "1. White 20; 2. Black 16".
func parryRanking(scores []int) string {
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	var parts []string
	rank := 0
	for i, pl := range order {
		if i == 0 || scores[pl] != scores[order[i-1]] {
			rank = i + 1
		}
		parts = append(parts, tr("parry.rank", rank, parryName(pl+1), scores[pl]))
	}
	return strings.Join(parts, "; ")
}
