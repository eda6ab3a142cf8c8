package speech

import (
	"slices"
	"strings"
)

// Reply is what a typed line asks for: a legal step to play, or words to
// say.
type Reply struct {
	Step string
	Say  string
}

// maxSteps is how many legal steps a reply names before it counts the rest.
const maxSteps = 30

// Answer answers a line the player typed, legal being the steps they may
// play now (none when it is not their turn). A command is a word of the
// table (speech.cmd.*) or its first letter, with an argument for some:
//
//	help             the commands
//	board            what is on the board, by what it is
//	cell e5          what is on a cell (a cell's name alone does too)
//	row 5            a row, cell by cell
//	reserve          what each player has left to bring on
//	status, score    whose turn, what is left, the score or the result
//	last             the last turn, as it was told
//	moves [e5]       the legal steps, or those of a cell
//
// Any other line is a step: its text as the notation writes it, or its
// cells and words in any case, with or without its verb and with words
// like "to" and "from" ("h2 to g4", "Move H2 G4"). A line that fits
// several legal steps names them.
func (n *Narrator) Answer(line string, legal []string) Reply {
	fields := strings.Fields(strings.ToLower(line))
	if len(fields) == 0 || n.pos == nil {
		return Reply{Say: n.w.Text("speech.help")}
	}
	arg := strings.Join(fields[1:], " ")
	switch n.command(fields[0]) {
	case "speech.cmd.help":
		return Reply{Say: n.w.Text("speech.help")}
	case "speech.cmd.board":
		return Reply{Say: n.readBoard()}
	case "speech.cmd.cell":
		return Reply{Say: n.readCell(arg)}
	case "speech.cmd.row":
		return Reply{Say: n.readRow(arg)}
	case "speech.cmd.reserve":
		return Reply{Say: n.readReserve()}
	case "speech.cmd.status", "speech.cmd.score":
		return Reply{Say: n.w.Status(n.pos)}
	case "speech.cmd.last":
		return Reply{Say: n.lastTurn()}
	case "speech.cmd.moves":
		return Reply{Say: n.readMoves(legal, arg)}
	}
	return n.step(line, legal)
}

// commands are the keys of the commands' names, in the order help lists
// them.
var commands = []string{
	"speech.cmd.help", "speech.cmd.board", "speech.cmd.cell", "speech.cmd.row",
	"speech.cmd.reserve", "speech.cmd.status", "speech.cmd.score", "speech.cmd.last", "speech.cmd.moves",
}

// IsCommand tells whether a typed line is one of the commands.
func (n *Narrator) IsCommand(line string) bool {
	fields := strings.Fields(strings.ToLower(line))
	return len(fields) > 0 && n.command(fields[0]) != ""
}

// command returns the key of the command a word names, or "": its name,
// the name's first letter, or "?" for help.
func (n *Narrator) command(word string) string {
	if word == "?" {
		return commands[0]
	}
	for _, key := range commands {
		name := n.w.Text(key)
		if word == name || (len(word) == 1 && strings.HasPrefix(name, word)) {
			return key
		}
	}
	return ""
}

// step answers a line that is not a command: the one legal step it
// names, the steps it may mean, a cell it names, or why it is none.
func (n *Narrator) step(line string, legal []string) Reply {
	if len(legal) == 0 {
		return Reply{Say: n.w.Text("speech.not-your-turn")}
	}
	matches := n.Match(line, legal)
	switch {
	case len(matches) == 1:
		return Reply{Step: matches[0]}
	case len(matches) > 1:
		return Reply{Say: n.w.Text("speech.which", n.list(matches))}
	}
	if c, ok := n.cell(strings.TrimSpace(strings.ToLower(line))); ok {
		return Reply{Say: n.cellWords(c)}
	}
	return Reply{Say: n.w.Text("speech.no-such-step", line)}
}

// readBoard says what is on the board, grouped by what it is, then how
// many cells are empty.
func (n *Narrator) readBoard() string {
	var kinds []string
	var cells [][]string // the cells of each kind
	empty := 0
	for _, c := range n.cells {
		if c.What == "" {
			empty++
			continue
		}
		k := slices.Index(kinds, c.What)
		if k < 0 {
			k = len(kinds)
			kinds, cells = append(kinds, c.What), append(cells, nil)
		}
		cells[k] = append(cells[k], c.Name)
	}
	var parts []string
	for k, kind := range kinds {
		parts = append(parts, n.w.Text("speech.group", kind, n.names(cells[k])))
	}
	parts = append(parts, n.w.Text("speech.empty-count", empty))
	return strings.Join(parts, " ")
}

// readCell says what is on the cell named arg.
func (n *Narrator) readCell(arg string) string {
	c, ok := n.cell(arg)
	if !ok {
		return n.w.Text("speech.no-such-cell", arg)
	}
	return n.cellWords(c)
}

// cellWords says a cell's name and what is on it.
func (n *Narrator) cellWords(c Cell) string {
	return n.w.Text("speech.cell", c.Name, what(n.w, c))
}

// cell finds a cell by its name.
func (n *Narrator) cell(name string) (Cell, bool) {
	i := slices.IndexFunc(n.cells, func(c Cell) bool { return strings.EqualFold(c.Name, name) })
	if i < 0 {
		return Cell{}, false
	}
	return n.cells[i], true
}

// readRow says the cells of a row, in order: on a board of squares the
// rank ("5"), on one of sites or hexes the second coordinate ("3,-1" is
// in row -1).
func (n *Narrator) readRow(arg string) string {
	var parts []string
	for _, c := range n.cells {
		if rowOf(c.Name) == arg {
			parts = append(parts, c.Name+" "+what(n.w, c))
		}
	}
	if len(parts) == 0 {
		return n.w.Text("speech.no-such-row", arg)
	}
	return n.w.Text("speech.row", arg, strings.Join(parts, ", "))
}

// rowOf is the row of a cell's name: after its comma, or its digits.
func rowOf(name string) string {
	if i := strings.LastIndexByte(name, ','); i >= 0 {
		return name[i+1:]
	}
	return strings.TrimLeft(name, "abcdefghijklmnopqrstuvwxyz")
}

// readReserve says each player's reserve, or that the game has none.
func (n *Narrator) readReserve() string {
	if r := n.board.Reserve(n.pos, n.w); r != "" {
		return r
	}
	return n.w.Text("speech.no-reserve")
}

// lastTurn says again the steps of the last turn: the last steps of the
// player who played last.
func (n *Narrator) lastTurn() string {
	if len(n.told) == 0 {
		return n.w.Text("speech.no-steps")
	}
	from := len(n.told) - 1
	for from > 0 && n.movers[from-1] == n.movers[len(n.told)-1] {
		from--
	}
	return strings.Join(n.told[from:], " ")
}

// readMoves says the legal steps, or those that name the cell arg.
func (n *Narrator) readMoves(legal []string, arg string) string {
	if len(legal) == 0 {
		return n.w.Text("speech.not-your-turn")
	}
	if arg != "" {
		legal = slices.DeleteFunc(slices.Clone(legal), func(s string) bool {
			_, _, cells := parts(s)
			return !slices.ContainsFunc(cells, func(c string) bool { return strings.EqualFold(c, arg) })
		})
		if len(legal) == 0 {
			return n.w.Text("speech.no-steps-at", arg)
		}
	}
	return n.w.Text("speech.steps", len(legal), n.list(legal))
}

// list names steps, the first maxSteps of them.
func (n *Narrator) list(steps []string) string {
	if len(steps) > maxSteps {
		return n.w.Text("speech.and-more", strings.Join(steps[:maxSteps], "; "), len(steps)-maxSteps)
	}
	return strings.Join(steps, "; ")
}
