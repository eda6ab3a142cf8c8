package play

import (
	"fmt"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/registry"
	"pentarchy/game/ui/scene/scenetest"
)

// TestMatchMe: a game against the computer at Match me moves its level a
// rung up when the person here wins and a rung down when the computer
// does; the finished game offers the next game's level, and New game
// seats the computer at the level shown there, or at one chosen there.
func TestMatchMe(t *testing.T) {
	h := scenetest.New(t, 1024, 768, 1)
	r, _ := registry.Find("phalanx")
	rec, winner := finishedGame(t, r)
	for _, tc := range []struct {
		personWins bool
		want       string
	}{{true, "4"}, {false, "3"}} {
		seats := []Seat{PersonSeat{}, PersonSeat{}}
		computer := 3 - winner
		if !tc.personWins {
			computer = winner
		}
		seats[computer-1] = LevelChoice{Adapts: true}.Seat(h, r)
		last := rec.Steps[len(rec.Steps)-1]
		s, err := ResumePlayScene(h, r, game.Record{Game: r.ID(), Steps: rec.Steps[:len(rec.Steps)-1]}, seats)
		if err != nil {
			t.Fatal(err)
		}
		h.Show(s)
		if !s.Apply(last) || !s.Over() {
			t.Fatalf("the last step %q did not end the game", last)
		}
		if got := MatchRung(h, "phalanx"); fmt.Sprint(got) != tc.want {
			t.Errorf("person wins %v: Match me at level %d, want %s", tc.personWins, got, tc.want)
		}
		h.Show(s)
		h.Click("Next game: level " + tc.want + ", it adapts")
		for rung := 1; rung <= 8; rung++ { // round the levels, back to Match me
			h.Click(fmt.Sprintf("Next game: level %d", rung))
		}
		if h.Button("Next game: level "+tc.want+", it adapts") == nil {
			t.Fatal("the levels do not come back round to Match me")
		}
		h.Click("New game")
		next := h.Scene().(*PlayScene)
		if next.Seats[computer-1].ID() != "computer:"+tc.want+":adapts" || !next.Seats[2-computer].Person() {
			t.Errorf("the next game's seats: %#v", next.Seats)
		}
	}
	if got := ChosenLevel(h, "phalanx"); !got.Adapts {
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
