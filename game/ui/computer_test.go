package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// TestComputerPlaysAGame: on the new-game screen White is set to a person
// and Black to the computer, at level 1; White plays the first legal step each
// turn by hand, the computer answers tick by tick, and the game ends. The
// status card says when the computer thinks; the saved game keeps the
// computer's seat.
func TestComputerPlaysAGame(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	a.v = kit.NewView(360, 640, 2)
	a.scene.Layout(a.v)
	a.click(t, "Parry")
	ng := a.scene.(*screens.NewGameScene)
	for i := 0; ng.Opts["board"] != "Hex 3 (19)"; i++ {
		if i > 30 {
			t.Fatalf("no Hex 3 (19) among the boards: %q", ng.Opts)
		}
		a.click(t, ng.Rows[0].Label)
	}
	a.click(t, "Black: person") // now the computer
	if got := a.snapshot().Status; got != "You against the computer (1 side)" {
		t.Errorf("new-game info %q", got)
	}
	a.click(t, "Computer: level 3, it adapts") // Match me, at first
	if !slices.Contains(labels(a), "Computer: level 1") {
		t.Fatalf("after Match me, not level 1: %q", labels(a))
	}
	a.click(t, "Start")
	s := a.scene.(*play.PlayScene)
	if _, ok := s.Seats[1].(*play.ComputerSeat); !ok || !s.Seats[0].Person() {
		t.Fatalf("seats %#v", s.Seats)
	}
	thought := false
	for ticks := 0; s.Pos.Mover() != 0; ticks++ {
		if ticks > 100000 {
			t.Fatalf("no end after %d ticks: %q", ticks, s.Rec.Steps)
		}
		if s.ByHand() {
			s.Play(s.Legal[0])
			continue
		}
		s.Tick()
		thought = thought || strings.Contains(s.Status().Detail, "thinking")
	}
	if !thought {
		t.Error("the status never said the computer was thinking")
	}
	if _, err := game.Replay(s.Rules, s.Rec, nil); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	b := newApp(store)
	b.v = a.v
	b.scene.Layout(b.v)
	if g := play.LastUnfinished(b); g != nil {
		t.Errorf("a finished game is offered to continue")
	}
	if kept := play.KeptGames(b); len(kept) != 1 || !slices.Equal(kept[0].Seats, []string{"person", "computer:1"}) {
		t.Errorf("kept %+v", kept)
	}
}

// TestMatchMe: a game against the computer at Match me moves its level a
// rung up when the person here wins and a rung down when the computer
// does; the finished game offers the next game's level, and New game
// seats the computer at the level shown there, or at one chosen there.
func TestMatchMe(t *testing.T) {
	a := newTestApp(t, 1024, 768, 1)
	r, _ := registry.Find("phalanx")
	rec, winner := finishedGame(t, r)
	for _, tc := range []struct {
		personWins bool
		want       string
	}{{true, "4"}, {false, "3"}} {
		seats := []play.Seat{play.PersonSeat{}, play.PersonSeat{}}
		computer := 3 - winner
		if !tc.personWins {
			computer = winner
		}
		seats[computer-1] = play.LevelChoice{Adapts: true}.Seat(a, r)
		last := rec.Steps[len(rec.Steps)-1]
		s, err := play.ResumePlayScene(a, r, game.Record{Game: r.ID(), Steps: rec.Steps[:len(rec.Steps)-1]}, seats)
		if err != nil {
			t.Fatal(err)
		}
		a.Show(s)
		if !s.Apply(last) || !s.Over() {
			t.Fatalf("the last step %q did not end the game", last)
		}
		if got := play.MatchRung(a, "phalanx"); fmt.Sprint(got) != tc.want {
			t.Errorf("person wins %v: Match me at level %d, want %s", tc.personWins, got, tc.want)
		}
		a.scene.Layout(a.v)
		a.click(t, "Next game: level "+tc.want+", it adapts")
		for rung := 1; rung <= 8; rung++ { // round the levels, back to Match me
			a.click(t, fmt.Sprintf("Next game: level %d", rung))
		}
		if !slices.Contains(labels(a), "Next game: level "+tc.want+", it adapts") {
			t.Fatalf("the levels do not come back round to Match me: %q", labels(a))
		}
		a.click(t, "New game")
		next := a.scene.(*play.PlayScene)
		if next.Seats[computer-1].ID() != "computer:"+tc.want+":adapts" || !next.Seats[2-computer].Person() {
			t.Errorf("the next game's seats: %#v", next.Seats)
		}
	}
	if got := play.ChosenLevel(a, "phalanx"); !got.Adapts {
		t.Errorf("the level kept after going round: %+v", got)
	}
}

// finishedGame is a game of r played to its end by the computer at level
// 1 on both sides, and its winner.
func finishedGame(t *testing.T, r game.Ruleset) (game.Record, int) {
	t.Helper()
	pos, _ := game.Setup(r, game.Record{Game: r.ID()})
	rec := game.Record{Game: r.ID()}
	players := make([]ai.Player, 2)
	for i := range players {
		players[i], _ = ai.NewPlayer(r.ID(), "1", uint64(i+1))
	}
	for pos.Mover() != 0 {
		s := players[pos.Mover()-1].Choose(pos)
		rec.Steps = append(rec.Steps, pos.FormatStep(s))
		pos.Apply(s)
	}
	winners := pos.Result().Winners.List()
	if len(winners) != 1 {
		t.Fatalf("the game ended with winners %v", winners)
	}
	return rec, winners[0]
}
