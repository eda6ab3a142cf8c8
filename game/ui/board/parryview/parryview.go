package parryview

import (
	"slices"
	"strconv"
	"strings"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// ParryView is the board view of Parry on any of its 26 boards: each site
// drawn as its own polygon (square, hexagon or Cairo pentagon), pieces of up
// to six players, territory rings, and the power of the site under the
// pointer. Tapping a green dot places a piece; in the bonus phase, tapping
// one of the mover's pieces selects it and tapping a blue ring slides it.
// Any other tap on a site shows its power.
type ParryView struct {
	r      kit.Rect // where the board goes
	v      kit.View
	board  *parry.Board // the board pb was made for; nil before the first position
	pb     board.PolyBoard
	sel    int // the selected piece's site, or −1
	info   int // the site whose power the panel shows, or −1
	layers kit.Layers
}

func NewParryView() *ParryView { return &ParryView{sel: -1, info: -1} }

// parryPad is the margin around a Parry board, in board units.
const parryPad = 0.25

func (pv *ParryView) Layout(r kit.Rect, v kit.View) {
	pv.r, pv.v, pv.board = r, v, nil
	pv.layers.Reset()
}

// sync fits the board of pos into the layout's rectangle, the first time
// it sees that board after a layout. Every method given a position calls
// it, so the view knows its board before the first tap.
func (pv *ParryView) sync(pos game.Position) *parry.Position {
	p := pos.(*parry.Position)
	if b := p.Board(); b != pv.board {
		pv.board = b
		centers, cells := parryGeometry(b)
		pv.pb = board.NewPolyBoard(centers, cells, parryPad, pv.r)
		pv.layers.Reset()
	}
	return p
}

// parryGeometry converts a board's site centres and cells to the UI's
// points, still in board units.
func parryGeometry(b *parry.Board) (centers []input.Point, cells [][]input.Point) {
	for s := range b.Len() {
		c := b.Center(s)
		centers = append(centers, input.Point{X: c.X, Y: c.Y})
		var poly []input.Point
		for _, q := range b.Cell(s) {
			poly = append(poly, input.Point{X: q.X, Y: q.Y})
		}
		cells = append(cells, poly)
	}
	return centers, cells
}

func (pv *ParryView) Tap(x, y float64, legal []string) string {
	site := -1
	if pv.board != nil {
		site = pv.pb.At(x, y)
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

// Hover shows the power of the site under the mouse pointer, and tells
// whether that changed what the panel says.
func (pv *ParryView) Hover(x, y float64) bool {
	if pv.board == nil {
		return false
	}
	site := pv.pb.At(x, y)
	if site < 0 || site == pv.info {
		return false
	}
	pv.info = site
	return true
}

func (pv *ParryView) Deselect() { pv.sel = -1 }

// Actions offers End turn while bonus steps are left.
func (pv *ParryView) Actions(_ game.Position, legal []string) []board.Action {
	if slices.Contains(legal, "end") {
		return []board.Action{board.StepAction(kit.Tr("play.end-turn"), "end")}
	}
	return nil
}

func (pv *ParryView) Cells() func(name string) (x, y float64, ok bool) {
	b, pb := pv.board, pv.pb
	return func(name string) (float64, float64, bool) {
		if b == nil {
			return 0, 0, false
		}
		s, ok := b.Site(name)
		if !ok {
			return 0, 0, false
		}
		return pb.Centers[s].X, pb.Centers[s].Y, true
	}
}

// parryMoves returns the legal moves of the piece on from.
func parryMoves(legal []string, from string) []string { return board.Prefixed(legal, "move "+from+"-") }

// decode is a step text's verb and sites as the ruleset reads them on the
// board shown (parry.DecodeStep): a placement's site, a move's from and
// to, none for "end" or a text that is no step.
func (pv *ParryView) decode(step string) (verb string, sites []string) {
	if pv.board == nil {
		return "", nil
	}
	s, err := pv.board.ReadStep(step)
	if err != nil {
		return "", nil
	}
	kind, from, to := parry.DecodeStep(s)
	switch kind {
	case parry.KindPlace:
		return "place", []string{pv.board.SiteName(to)}
	case parry.KindMove:
		return "move", []string{pv.board.SiteName(from), pv.board.SiteName(to)}
	}
	return "end", nil
}

// ParrySides are the players' colours in the rules (spec §3), as keys of
// the table's side names.
var ParrySides = [...]string{"", "white", "black", "red", "green", "blue", "magenta"}

// ParryName is player p's colour as players read it.
func ParryName(p int) string { return kit.Tr("side." + ParrySides[p]) }

func (pv *ParryView) Status(pos game.Position) board.Status {
	p := pv.sync(pos)
	if res := p.Result(); res.Over {
		return parryResult(res)
	}
	m := p.Turn()
	st := board.Status{Player: m, Text: kit.Tr("parry.to-place", ParryName(m))}
	if p.Phase() == parry.PhaseSteps {
		st.Text = kit.Tr("parry.steps-left", ParryName(m), kit.Count("bonus-step", p.StepsLeft()))
	}
	st.Detail = kit.Tr("parry.scores", parryScores(p.Scores()))
	if pv.info >= 0 && pv.info < p.Board().Len() {
		st.Detail = kit.Tr("parry.scores-power", parryScores(p.Scores()), pv.powerText(p, pv.info))
	}
	return st
}

// powerText says every player's power at a site and whose territory it is.
func (pv *ParryView) powerText(p *parry.Position, site int) string {
	var parts []string
	for pl := 1; pl <= p.Players(); pl++ {
		parts = append(parts, kit.Tr("parry.score", ParryName(pl), signed(p.Power(pl, site))))
	}
	name := p.Board().SiteName(site)
	if t := p.Territory(site); t != 0 {
		return kit.Tr("parry.power-owned", name, strings.Join(parts, ", "), ParryName(t))
	}
	return kit.Tr("parry.power-nobody", name, strings.Join(parts, ", "))
}

// signed writes n with its sign, and 0 without: +2, 0, −1.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// parryScores lists the scores as "White 3, Black 2".
func parryScores(scores []int) string {
	var parts []string
	for i, sc := range scores {
		parts = append(parts, kit.Tr("parry.score", ParryName(i+1), sc))
	}
	return strings.Join(parts, ", ")
}

// parryResult words a finished game: the winners, and the ranking.
func parryResult(res game.Result) board.Status {
	w := res.Winners.List()
	title := kit.Tr("result.wins", ParryName(w[0]))
	if len(w) > 1 {
		names := ParryName(w[0])
		for _, pl := range w[1:] {
			names = kit.Tr("list.and", names, ParryName(pl))
		}
		title = kit.Tr("result.win-many", names)
	}
	reason := kit.Tr("parry.ranking", parryRanking(res.Scores))
	if res.Reason != "score" {
		reason = kit.Tr("parry.ranking-tie", parryRanking(res.Scores))
	}
	return board.Status{
		Player: w[0], Over: true, Title: title, Reason: reason,
		Text: kit.Tr("parry.result", title, parryScores(res.Scores)),
	}
}

// parryRanking lists the players from the highest score down, equal
// scores sharing a rank: "1. White 20; 2. Black 16".
func parryRanking(scores []int) string {
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ { // by score, the highest first, ties in turn order
		for j := i; j > 0 && scores[order[j]] > scores[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	var parts []string
	rank := 0
	for i, pl := range order {
		if i == 0 || scores[pl] != scores[order[i-1]] {
			rank = i + 1
		}
		parts = append(parts, kit.Tr("parry.rank", rank, ParryName(pl+1), scores[pl]))
	}
	return strings.Join(parts, "; ")
}

func (pv *ParryView) CellNames() []string {
	if pv.board == nil {
		return nil
	}
	names := make([]string, pv.board.Len())
	for s := range names {
		names[s] = pv.board.SiteName(s)
	}
	return names
}

// Selection includes the site whose power the panel shows: tapping a site
// for its power does something.
func (pv *ParryView) Selection() string { return board.SelectionText(pv.sel, pv.info) }

// Pieces counts the pieces of each player.
func (pv *ParryView) Pieces(pos game.Position) []int {
	p := pos.(*parry.Position)
	count := make([]int, pos.Players()+1)
	for s := range p.Board().Len() {
		count[p.At(s)]++
	}
	return count[1:]
}

// PlayerName is how the screens name player p: its colour.
func (pv *ParryView) PlayerName(p int) string {
	if p < len(ParrySides) {
		return ParryName(p)
	}
	return kit.Tr("side.player", p)
}
