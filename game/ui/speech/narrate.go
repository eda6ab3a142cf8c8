package speech

import (
	"maps"
	"slices"
	"strings"
	"unicode"

	"pentarchy/game"
)

// Narrator follows one game's record and words each step as it comes:
// who played it, what it was and what it changed on the board, then the
// status when that changed. It keeps the position after the steps it has
// told, which the typed commands read.
type Narrator struct {
	// QuietRewinds keeps steps taken back from being counted: set it when
	// another device may rewrite the record, as Source of Power's sealed
	// orders do online; the steps that come instead are told all the same.
	QuietRewinds bool

	rules  game.Ruleset
	board  Board
	w      Words
	rec    game.Record   // the game as far as told
	pos    game.Position // after the steps of rec; nil before the first Follow
	cells  []Cell        // pos's board
	told   []string      // what was said of each step of rec
	movers []int         // who played each step of rec
	status string        // the status last said
}

// NewNarrator returns a narrator of games of r, read by b, worded by w.
func NewNarrator(r game.Ruleset, b Board, w Words) *Narrator {
	return &Narrator{rules: r, board: b, w: w}
}

// Follow brings the narrator to rec, the game as it now is, and returns
// what to say: a line for each step played since the last call, then the
// status if it changed. Steps taken back are counted; steps that replace
// others from some point on (a friend's orders for the stand-in of a
// sealed turn) are told from there. secret tells whether a step of that
// player is told only as an order given (the hidden orders of Source of
// Power of a player who is not at this device); what it changes on the
// board is told all the same once the orders resolve.
func (n *Narrator) Follow(rec game.Record, secret func(player int) bool) []string {
	if n.pos == nil || !sameGame(n.rec, rec) {
		return n.restart(rec, secret)
	}
	k := commonPrefix(n.rec.Steps, rec.Steps)
	var lines []string
	if k < len(n.rec.Steps) {
		back := len(n.rec.Steps) - k
		n.restart(game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position, Steps: rec.Steps[:k]}, secret)
		if k == len(rec.Steps) && !n.QuietRewinds {
			n.status = "" // say it again after the count
			lines = append(lines, n.w.Text("speech.taken-back", back))
		}
	}
	for _, step := range rec.Steps[k:] {
		line, ok := n.tell(step, secret)
		if !ok {
			return n.restart(rec, secret)
		}
		lines = append(lines, line)
	}
	return n.withStatus(lines)
}

// commonPrefix is how many steps a and b begin with alike.
func commonPrefix(a, b []string) int {
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	return k
}

// restart replays rec without telling its steps and says the status.
func (n *Narrator) restart(rec game.Record, secret func(int) bool) []string {
	n.rec = game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position}
	n.told, n.movers, n.status = nil, nil, ""
	pos, err := game.Setup(n.rules, rec)
	if err != nil {
		n.pos = nil
		return nil
	}
	n.pos, n.cells = pos, n.board.Cells(pos, n.w)
	for _, step := range rec.Steps {
		if _, ok := n.tell(step, secret); !ok {
			break
		}
	}
	return n.withStatus(nil)
}

// tell plays step on the narrator's position and words it; ok is false
// when the step is not legal there.
func (n *Narrator) tell(step string, secret func(int) bool) (string, bool) {
	mover := n.pos.Mover()
	if game.Play(n.pos, step) != nil {
		return "", false
	}
	before := n.cells
	n.cells = n.board.Cells(n.pos, n.w)
	name := n.w.Name(mover)
	var line string
	switch {
	case !secret(mover):
		line = n.w.Text("speech.step", name, n.stepWords(step))
	case step == "end":
		line = n.w.Text("speech.orders-ended", name)
	default:
		line = n.w.Text("speech.order-given", name)
	}
	if changes := n.changes(before, n.cells, name); changes != "" {
		line += " " + changes
	}
	n.rec.Steps = append(n.rec.Steps, step)
	n.told = append(n.told, line)
	n.movers = append(n.movers, mover)
	return line, true
}

// withStatus adds the status to lines when it changed.
func (n *Narrator) withStatus(lines []string) []string {
	if st := n.w.Status(n.pos); st != n.status {
		n.status = st
		lines = append(lines, st)
	}
	return lines
}

// stepWords words a step text: "move h2-g4" is "moves h2 to g4",
// "deploy cardinal d3" "deploys cardinal d3", "end" "ends the turn".
func (n *Narrator) stepWords(step string) string {
	verb, words, cells := parts(step)
	key := "speech.verb." + verb
	if verb == "move" && len(cells) == 1 {
		key = "speech.verb.hold" // Source of Power's "move c0": the unit stays
	}
	out := []string{n.w.Text(key)}
	out = append(out, words...)
	if len(cells) > 0 {
		out = append(out, strings.Join(cells, " "+n.w.Text("speech.to")+" "))
	}
	return strings.Join(out, " ")
}

// changes words what differs between two readings of the board: the cells
// that now hold the same, with what they held if that was neither the
// mover's nor still there ("e5 now empty, was Black stone").
func (n *Narrator) changes(before, after []Cell, mover string) string {
	type change struct{ now, was string }
	var groups []change
	var cells [][]string // the cells of each group
	for i, c := range after {
		if i >= len(before) || before[i].What == c.What {
			continue
		}
		ch := change{now: what(n.w, c)}
		if was := before[i].What; was != "" && !strings.Contains(was, mover) && !strings.Contains(ch.now, was) {
			ch.was = was
		}
		g := slices.Index(groups, ch)
		if g < 0 {
			g = len(groups)
			groups, cells = append(groups, ch), append(cells, nil)
		}
		cells[g] = append(cells[g], c.Name)
	}
	var parts []string
	for g, ch := range groups {
		names := n.names(cells[g])
		if ch.was == "" {
			parts = append(parts, n.w.Text("speech.now", names, ch.now))
		} else {
			parts = append(parts, n.w.Text("speech.now-was", names, ch.now, ch.was))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "."
}

// maxNames is how many cells a sentence names before it counts the rest.
const maxNames = 12

// names words a list of cells, the first maxNames of them by name.
func (n *Narrator) names(list []string) string {
	if len(list) > maxNames {
		return n.w.Text("speech.and-more", strings.Join(list[:maxNames], ", "), len(list)-maxNames)
	}
	return joinAnd(n.w, list)
}

// parts takes a step text apart: its verb, the words that are not cells
// ("cardinal") and the cells, in order. A cell has a digit in it;
// "h2-g4", "2,2-1,1" and "-3,0>-2,0" are two cells each.
func parts(step string) (verb string, words, cells []string) {
	fields := strings.Fields(step)
	if len(fields) == 0 {
		return "", nil, nil
	}
	for _, f := range fields[1:] {
		for _, tok := range splitCells(f) {
			if strings.IndexFunc(tok, unicode.IsDigit) >= 0 {
				cells = append(cells, tok)
			} else {
				words = append(words, tok)
			}
		}
	}
	return fields[0], words, cells
}

// splitCells splits a field at ">" and at a "-" that joins two cells: one
// after a digit ("h2-g4"), not the sign of a number ("-3,0", "3,-1").
func splitCells(f string) []string {
	var out []string
	start := 0
	for i := 0; i < len(f); i++ {
		if f[i] == '>' || (f[i] == '-' && i > 0 && unicode.IsDigit(rune(f[i-1]))) {
			out = append(out, f[start:i])
			start = i + 1
		}
	}
	out = append(out, f[start:])
	return slices.DeleteFunc(out, func(s string) bool { return s == "" })
}

// sameGame tells whether two records are of the same game and setup.
func sameGame(a, b game.Record) bool {
	return a.Game == b.Game && a.Position == b.Position && maps.Equal(a.Options, b.Options)
}
