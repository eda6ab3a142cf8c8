// Command referee replays a game record and reports, as JSON, the position,
// who is to move, the legal steps and the result.
//
//	go run ./cmd/referee [--trace] < record.json
//
// The record is {"game": ID, "options": {...}, "position"?: "...", "steps": [...]}.
// Without --trace it prints one object for the final position; with --trace
// one object before each step and one after the last, each on its own line:
//
//	{"position": "...", "toMove": [1], "legal": ["...sorted..."], "result": null}
//
// Once the game is over, toMove and legal are empty and result is
// {"winners": [...], "reason": "...", "scores": [...]} (scores only where the
// game keeps them). A bad record or an illegal step exits with code 1 after
// printing {"error": "..."} as the last line, e.g.
// {"error": "step 3 \"move c3-c5\": no stone of yours on c3"}.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"pentarchy/game"
	"pentarchy/game/registry"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// report is one line of output: the state of the game at one moment.
type report struct {
	Position string      `json:"position"`
	ToMove   []int       `json:"toMove"`
	Legal    []string    `json:"legal"`
	Result   game.Result `json:"result"`
}

func newReport(pos game.Position) report {
	r := report{Position: pos.String(), ToMove: []int{}, Legal: game.LegalTexts(pos), Result: pos.Result()}
	if m := pos.Mover(); m != 0 {
		r.ToMove = []int{m}
	}
	return r
}

// run is the whole command, with its streams passed in; it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("referee", flag.ContinueOnError)
	flags.SetOutput(stderr)
	trace := flags.Bool("trace", false, "print the state before every step and after the last")
	if flags.Parse(args) != nil || flags.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: referee [--trace] < record.json")
		return 2
	}
	out := json.NewEncoder(stdout)
	out.SetEscapeHTML(false) // steps such as "move -3,0>-2,0" stay readable
	if err := referee(stdin, *trace, out); err != nil {
		out.Encode(map[string]string{"error": err.Error()})
		return 1
	}
	return 0
}

func referee(stdin io.Reader, trace bool, out *json.Encoder) error {
	data, err := io.ReadAll(stdin)
	if err != nil {
		return err
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		return err
	}
	rules, ok := registry.Find(rec.Game)
	if !ok {
		return fmt.Errorf("unknown game %q", rec.Game)
	}
	var visit func(int, game.Position)
	if trace {
		visit = func(_ int, pos game.Position) { out.Encode(newReport(pos)) }
	}
	pos, err := game.Replay(rules, rec, visit)
	if err != nil {
		return err
	}
	if !trace {
		return out.Encode(newReport(pos))
	}
	return nil
}
