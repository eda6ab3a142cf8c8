package clock

import (
	"testing"

	"pentarchy/game"
	"pentarchy/game/parry"
	"pentarchy/game/phalanx"
	"pentarchy/game/power"
)

func start(t *testing.T, r game.Ruleset, opts game.Options) game.Position {
	t.Helper()
	pos, err := game.Setup(r, game.Record{Game: r.ID(), Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func set(players ...int) game.PlayerSet {
	var s game.PlayerSet
	for _, p := range players {
		s = s.With(p)
	}
	return s
}

// TestOutcome: who wins when players run out of time, game by game.
func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pos     game.Position
		out     game.PlayerSet
		goesOn  bool
		winners game.PlayerSet
		reason  string
	}{
		{"nobody out", start(t, phalanx.Rules{}, nil), 0, true, 0, ""},
		{"two players: the other wins", start(t, phalanx.Rules{}, nil), set(1), false, set(2), ReasonTime},
		{"orders, three players: the game goes on", start(t, power.Rules{}, game.Options{"players": "3"}), set(2), true, 0, ""},
		{"orders, two of three out: the last wins", start(t, power.Rules{}, game.Options{"players": "3"}), set(1, 3), false, set(2), ReasonTime},
		{"Parry, three players: it ends, the others share the best score", start(t, parry.Rules{}, game.Options{"players": "3"}), set(1), false, set(2, 3), ReasonTime},
	} {
		res, goesOn := Outcome(tc.pos, tc.out)
		if goesOn != tc.goesOn || res.Over == goesOn || res.Winners != tc.winners || res.Reason != tc.reason {
			t.Errorf("%s: %+v, goes on %v", tc.name, res, goesOn)
		}
	}
}

// TestOutcomeAtTheEnd: when the rules end a game of orders, a player out
// is never among its winners.
func TestOutcomeAtTheEnd(t *testing.T) {
	pos := start(t, power.Rules{}, game.Options{"players": "3", "turn_limit": "1"})
	for pos.Mover() != 0 {
		if err := game.Play(pos, "end"); err != nil {
			t.Fatal(err)
		}
	}
	rules := pos.Result()
	res, goesOn := Outcome(pos, set(1))
	if goesOn || !res.Over || res.Winners.Has(1) || res.Winners != rules.Winners&^set(1) {
		t.Errorf("the rules say %+v; with player 1 out, %+v (goes on %v)", rules, res, goesOn)
	}
}
