//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/chromedp/cdproto/profiler"

	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/parry"
	"pentarchy/game/patriarchs"
	"pentarchy/game/phalanx"
	"pentarchy/game/power"
)

// script is what framebench plays in one game, hot-seat with the default
// options: the menu button that opens it, and a few steps.
type script struct {
	key    string // the game's key in the JSON line
	button string // the game's button on the menu
	rules  game.Ruleset
	moves  []move
}

// move is one step and the clicks that play it, as in the browser tests:
// "@" and a cell's name, a button's label, or the start of a label and "*".
type move struct {
	step   string // as the record writes it
	clicks []string
}

// scripts are the games framebench plays, in the order of the JSON line.
var scripts = []script{
	{"phalanx", "Phalanx", phalanx.Rules{}, []move{
		{"move h2-g4", []string{"@h2", "@g4"}},
		{"move g2-g5", []string{"@g2", "@g5"}},
		{"move h3-g6", []string{"@h3", "@g6"}},
		{"add c6", []string{"@c6"}},
		{"end", []string{"End turn"}},
	}},
	{"patriarchs", "Patriarchs", patriarchs.Rules{}, []move{
		{"deploy cardinal d3", []string{"Cardinal ×*", "@d3"}},
		{"move e7-d6", []string{"@e7", "@d6"}},
		{"move f8-g7", []string{"@f8", "@g7"}},
		{"move d3-d6", []string{"@d3", "@d6"}}, // a capture
		{"deploy support d3", []string{"@d3", "Support ×*"}},
	}},
	{"parry", "Parry", parry.Rules{}, []move{
		{"place 0,0", []string{"@0,0"}},
		{"place 2,2", []string{"@2,2"}},
		{"place 0,1", []string{"@0,1"}},
		{"end", []string{"End turn"}},
		{"place 2,1", []string{"@2,1"}},
		{"move 2,2-1,1", []string{"@2,2", "@1,1"}},
	}},
	{"conquid", "Conquid", conquid.Rules{}, []move{
		{"acquire g7", []string{"Acquire", "@g7"}},
		{"acquire g8", []string{"@g8"}},
		{"acquire d7", []string{"@d7"}},
		{"acquire v7", []string{"Acquire", "@v7"}},
		{"acquire v8", []string{"@v8"}},
	}},
	{"power", "Source of Power", power.Rules{}, []move{
		{"spawn infantry -3,0", []string{"@-3,0", "Spawn infantry (*"}},
		{"move -3,0>-2,0", []string{"@-3,0", "@-2,0", "Done path"}},
		{"end", []string{"End orders", "Blue is ready"}},
		{"spawn tank 3,0", []string{"@3,0", "Spawn tank (*"}},
		{"end", []string{"End orders", "Red is ready"}},
	}},
}

// steps returns the steps of the script as the record writes them.
func (s script) steps() []string {
	var steps []string
	for _, m := range s.moves {
		steps = append(steps, m.step)
	}
	return steps
}

// result is what framebench measured in one game.
type result struct {
	key     string
	first   frame     // the first frame of the play screen
	clicks  [][]frame // the frames after each click that plays the script
	matched int       // how many of the frames the trace matched
	total   int       // of how many, with those after Start
}

// measure plays the script from a freshly loaded page, recording a trace;
// with t.warm, it plays it once first and goes back to the menu.
func (t *tab) measure(url string, s script) result {
	t.load(url)
	if t.warm {
		t.clickSettled(s.button, `pentarchy.scene() === "newgame"`)
		t.clickSettled("Start", `pentarchy.scene() === "play"`)
		t.play(s.moves)
		t.clickSettled("Menu", `pentarchy.scene() === "menu"`)
	}
	markAt := t.startTrace()
	t.clickSettled(s.button, `pentarchy.scene() === "newgame"`)
	var startProfile, stepsProfile *profiler.Profile
	if t.profiles != "" {
		t.startProfile()
	}
	starts := []int{t.clickSettled("Start", `pentarchy.scene() === "play"`)}
	if t.profiles != "" {
		startProfile = t.stopProfile(s.key + "-start")
		t.startProfile()
	}
	starts = append(starts, t.play(s.moves)...)
	if t.profiles != "" {
		stepsProfile = t.stopProfile(s.key + "-steps")
	}
	t.checkRecord(s)
	frames := t.frames(starts[0])
	if t.err != nil {
		return result{key: s.key}
	}
	groups := split(frames, starts)
	all := pointers(groups)
	r := result{key: s.key, clicks: groups[1:], total: len(all)}
	events := t.endTrace()
	r.matched = matchTrace(all, events, markAt)
	r.first = firstPlayFrame(groups[0])
	if mark, ok := findMark(events); ok && t.profiles != "" {
		offset := mark.Ts - markAt*1000
		printFrameProfile(t.log, s.key+": the first play frame", startProfile, r.first, offset)
		printFrameProfile(t.log, s.key+": the slowest step frame", stepsProfile, slowest(r.clicks), offset)
	}
	return r
}

// play makes the moves' clicks and returns the index of each click's first
// frame. After the last click of a move it waits for the record to have
// the move's step.
func (t *tab) play(moves []move) []int {
	var starts []int
	for i, m := range moves {
		for j, c := range m.clicks {
			wait := ""
			if j == len(m.clicks)-1 {
				wait = fmt.Sprintf(`JSON.parse(pentarchy.record() || '{"steps":[]}').steps.length === %d`, i+1)
			}
			starts = append(starts, t.clickSettled(c, wait))
		}
	}
	return starts
}

// split cuts frames, the counter's frames from index starts[0] on, into
// the frames of each click, given the index of each click's first frame:
// a click has every frame up to the next click, also one that came after
// the wait for its frames to stop.
func split(frames []frame, starts []int) [][]frame {
	groups := make([][]frame, len(starts))
	for i, n := range starts {
		end := len(frames)
		if i+1 < len(starts) {
			end = starts[i+1] - starts[0]
		}
		groups[i] = frames[n-starts[0] : end]
	}
	return groups
}

// pointers returns pointers to every frame of the groups.
func pointers(groups [][]frame) []*frame {
	var ps []*frame
	for _, g := range groups {
		for i := range g {
			ps = append(ps, &g[i])
		}
	}
	return ps
}

// checkRecord checks that the page's record has the script's steps.
func (t *tab) checkRecord(s script) {
	text := eval[string](t, `pentarchy.record() || "{}"`)
	if t.err != nil {
		return
	}
	var rec game.Record
	if err := json.Unmarshal([]byte(text), &rec); err != nil {
		t.err = fmt.Errorf("record() is not a record: %v", err)
	} else if want := s.steps(); rec.Game != s.rules.ID() || !slices.Equal(rec.Steps, want) {
		t.err = fmt.Errorf("the page's record is %s, want %s with the steps %q", text, s.rules.ID(), want)
	}
}

// firstPlayFrame returns the first of the frames that shows the play
// screen.
func firstPlayFrame(frames []frame) frame {
	for _, f := range frames {
		if f.Scene == "play" {
			return f
		}
	}
	return frame{}
}

// slowest returns the frame that took the page longest.
func slowest(clicks [][]frame) frame {
	var worst frame
	for _, fs := range clicks {
		for _, f := range fs {
			if f.Ms != nil && (worst.Ms == nil || *f.Ms > *worst.Ms) {
				worst = f
			}
		}
	}
	return worst
}
