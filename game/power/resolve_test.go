package power

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Tests named after the rules of §5, each a turn with the events its
// resolution must produce (in this order, among others) and the units after.

// eventText writes an event compactly for the tests.
func eventText(m *Map, e Event) string {
	u := fmt.Sprintf("%d%c%d", e.Unit.Owner, e.Unit.Type.Letter(), e.Unit.HP)
	if e.Unit.Upgraded {
		u += "+"
	}
	n := m.Name
	switch e.Kind {
	case EventSpawn:
		return "spawn " + u + " " + n(e.To)
	case EventCut:
		return fmt.Sprintf("cut %s %s>%s by %d", n(e.Origin), n(e.From), n(e.To), e.Player)
	case EventMove:
		return fmt.Sprintf("move %s %s>%s", u, n(e.From), n(e.To))
	case EventFallBack:
		why := [...]string{"", "stay", "taken", "tie", "outnumbered", "later", "evicted"}[e.Reason]
		return fmt.Sprintf("fallback %s %s>%s round %d %s", u, n(e.From), n(e.To), e.Amount, why)
	case EventFire:
		return fmt.Sprintf("fire %s %s>%s %d", u, n(e.From), n(e.To), e.Amount)
	case EventHit:
		return fmt.Sprintf("hit %s at %s from %s by %d for %d", n(e.Origin), n(e.To), n(e.From), e.Player, e.Amount)
	case EventDowngrade:
		return fmt.Sprintf("downgrade %s at %s", n(e.Origin), n(e.To))
	case EventDeath:
		return fmt.Sprintf("death %s at %s to %d", n(e.Origin), n(e.To), e.Player)
	case EventNeutralise:
		return fmt.Sprintf("neutralise %s from %d", n(e.To), e.Other)
	case EventUpgrade:
		return fmt.Sprintf("upgrade %s at %s", u, n(e.To))
	case EventCapture:
		return fmt.Sprintf("capture %s by %d from %d", n(e.To), e.Player, e.Other)
	case EventEliminate:
		return fmt.Sprintf("eliminate %d", e.Player)
	}
	return "?"
}

type ruleCase struct {
	units, reserves string   // of the start position on the default features
	steps           []string // player 1's, then player 2's
	events          []string // these events, in this order
	absent          []string // events (prefixes) that must not happen
	after           string   // the units field after the resolution
}

func (rc ruleCase) run(t *testing.T) {
	t.Helper()
	if rc.reserves == "" {
		rc.reserves = "1:6/6/6/0 2:6/6/6/0"
	}
	text := "SOP 5-3-3 t1 p1 | " + defaultFeatures + " | " + rc.units + " | " + rc.reserves + " | 1[] 2[]"
	pos := play(t, nil, text, rc.steps...)
	var got []string
	for _, e := range pos.Events() {
		got = append(got, eventText(pos.m, e))
	}
	rest := got
	for _, want := range rc.events {
		i := slices.Index(rest, want)
		if i < 0 {
			t.Fatalf("no event %q (in order) among\n%s", want, strings.Join(got, "\n"))
		}
		rest = rest[i+1:]
	}
	for _, bad := range rc.absent {
		for _, e := range got {
			if strings.HasPrefix(e, bad) {
				t.Fatalf("event %q happened:\n%s", e, strings.Join(got, "\n"))
			}
		}
	}
	if units := strings.Split(pos.String(), " | ")[2]; units != rc.after {
		t.Fatalf("units %q, want %q", units, rc.after)
	}
}

func TestSpawnsComeFirstAtFullHP(t *testing.T) {
	ruleCase{units: "-", steps: []string{"spawn tank -3,0", "end", "spawn artillery 3,0", "end"},
		events: []string{"spawn 1T3 -3,0", "spawn 2A1 3,0"}, after: "1T3@-3,0 2A1@3,0"}.run(t)
}

func TestEnemySpawnCutsPath(t *testing.T) {
	ruleCase{units: "1I1@1,1", reserves: "1:0/0/0/0 2:0/0/1/0",
		steps:  []string{"move 1,1>2,0>3,0", "end", "spawn tank 3,0", "end"},
		events: []string{"spawn 2T3 3,0", "cut 1,1 2,0>3,0 by 2", "move 1I1 1,1>2,0"},
		absent: []string{"move 1I1 2,0>3,0", "fallback"}, after: "1I1@2,0 2T3@3,0"}.run(t)
}

func TestTieRejectsEveryClaim(t *testing.T) {
	ruleCase{units: "1T3@-1,-1 2T3@1,-1", steps: []string{"move -1,-1>0,-1", "end", "move 1,-1>0,-1", "end"},
		events: []string{"move 1T3 -1,-1>0,-1", "move 2T3 1,-1>0,-1",
			"fallback 1T3 0,-1>-1,-1 round 0 tie", "fallback 2T3 0,-1>1,-1 round 0 tie"},
		after: "1T3@-1,-1 2T3@1,-1"}.run(t)
}

func TestMajorityThenEarliestOrderHolds(t *testing.T) {
	ruleCase{units: "1I1@0,-2 1T3@-1,-1 2T3@1,-1",
		steps:  []string{"move -1,-1>0,-1", "move 0,-2>0,-1", "end", "move 1,-1>0,-1", "end"},
		events: []string{"fallback 1I1 0,-1>0,-2 round 0 later", "fallback 2T3 0,-1>1,-1 round 0 outnumbered"},
		after:  "1I1@0,-2 1T3@0,-1 2T3@1,-1"}.run(t)
}

func TestStayingUnitHoldsItsCell(t *testing.T) {
	ruleCase{units: "1T3@0,-1 1I1@-1,-1", steps: []string{"move -1,-1>0,-1", "end", "end"},
		events: []string{"fallback 1I1 0,-1>-1,-1 round 0 stay"}, after: "1I1@-1,-1 1T3@0,-1"}.run(t)
}

func TestReturningUnitEvictsAndCascades(t *testing.T) {
	ruleCase{units: "1I1@-2,-1 1T3@-1,-1 2T3@1,-1",
		steps:  []string{"move -1,-1>0,-1", "move -2,-1>-1,-1", "end", "move 1,-1>0,-1", "end"},
		events: []string{"fallback 1T3 0,-1>-1,-1 round 0 tie", "fallback 1I1 -1,-1>-2,-1 round 1 evicted"},
		after:  "1I1@-2,-1 1T3@-1,-1 2T3@1,-1"}.run(t)
}

func TestFallBackStopsOnlyOnAnEmptyCell(t *testing.T) {
	ruleCase{units: "1I1@-2,1 2I1@1,1 2T3@-2,2",
		steps:  []string{"move -2,1>-1,1>0,1", "end", "move 1,1>0,1", "move -2,2>-1,1", "end"},
		events: []string{"fallback 1I1 0,1>-1,1 round 0 tie", "fallback 1I1 -1,1>-2,1 round 1 taken"},
		after:  "1I1@-2,1 2T3@-1,1 2I1@1,1"}.run(t)
}

func TestFallBackStopsOnTheFirstEmptyCell(t *testing.T) {
	ruleCase{units: "1I1@-2,1 2I1@1,1", steps: []string{"move -2,1>-1,1>0,1", "end", "move 1,1>0,1", "end"},
		events: []string{"fallback 1I1 0,1>-1,1 round 0 tie"}, absent: []string{"fallback 1I1 -1,1"},
		after: "1I1@-1,1 2I1@1,1"}.run(t)
}

func TestOnlyAUnitOnItsFiringPositionFires(t *testing.T) {
	ruleCase{units: "2A1@0,-2 1I1@-1,-1 2I1@1,-1",
		steps:  []string{"move -1,-1>0,-1", "attack 0,-2", "end", "move 1,-1>0,-1", "end"},
		absent: []string{"fire", "hit", "death"}, after: "2A1@0,-2 1I1@-1,-1 2I1@1,-1"}.run(t)
}

func TestFireHitsEveryCellOfThePath(t *testing.T) {
	ruleCase{units: "1I1@-1,-1 2A1@2,-1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps:  []string{"move -1,-1>0,-1>0,-2", "end", "move 2,-1", "attack 0,-1", "end"},
		events: []string{"fire 2A1 2,-1>0,-1 1", "hit -1,-1 at 0,-1 from 2,-1 by 2 for 1", "death -1,-1 at 0,-2 to 2"},
		after:  "2A1@2,-1"}.run(t)
}

func TestJumpTouchesOnlyItsLandingCell(t *testing.T) {
	ruleCase{units: "2A1@0,-2 1I1@-3,0 2T3@-2,0",
		steps:  []string{"move -3,0>-1,-1", "end", "move 0,-2", "attack -2,-1", "end"},
		events: []string{"move 1I1 -3,0>-1,-1", "fire 2A1 0,-2>-2,-1 1"}, absent: []string{"hit"},
		after: "2A1@0,-2 1I1@-1,-1 2T3@-2,0"}.run(t)
}

func TestACellTwiceInAPathIsHitOnce(t *testing.T) {
	ruleCase{units: "2A1@1,-2 1I2+@-1,-1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps:  []string{"move -1,-1>0,-1>-1,-1", "end", "move 1,-2", "attack -1,-1", "end"},
		events: []string{"hit -1,-1 at -1,-1 from 1,-2 by 2 for 1", "downgrade -1,-1 at -1,-1"},
		absent: []string{"death", "fallback"}, after: "2A1@1,-2 1I1@-1,-1"}.run(t)
}

func TestFireHitsOwnUnits(t *testing.T) {
	ruleCase{units: "1A1@0,-1 1T3@0,1", steps: []string{"move 0,-1", "attack 0,1", "end", "end"},
		events: []string{"hit 0,1 at 0,1 from 0,-1 by 1 for 1"}, after: "1A1@0,-1 1T2@0,1"}.run(t)
}

func TestDamageIsTheStartOfTurnValue(t *testing.T) {
	ruleCase{units: "2I1@0,-2 1T6+@0,-1 2T3@1,-1 2A1@2,-1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps: []string{"move 0,-1", "attack 1,-1", "end",
			"move 1,-1", "attack 0,-1", "move 2,-1", "attack 0,-1", "move 0,-2", "attack 0,-1", "end"},
		events: []string{"fire 1T6+ 0,-1>1,-1 2", "hit 1,-1 at 1,-1 from 0,-1 by 1 for 2", "downgrade 0,-1 at 0,-1"},
		after:  "2I1@0,-2 1T3@0,-1 2T1@1,-1 2A1@2,-1"}.run(t)
}

func TestDowngradeReturnsTheUpgradeEvenToTheDead(t *testing.T) {
	ruleCase{units: "1I2+@0,-1 2T3@1,-1 2A1@2,-1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps:  []string{"end", "move 1,-1", "attack 0,-1", "move 2,-1", "attack 0,-1", "end"},
		events: []string{"downgrade 0,-1 at 0,-1", "death 0,-1 at 0,-1 to 2"},
		after:  "2T3@1,-1 2A1@2,-1"}.run(t)
}

func TestKillGoesToTheBiggestDamageDealer(t *testing.T) {
	ruleCase{units: "1A1@-1,-2 1T3@-1,-1 2T3@0,-1 2A1@2,-1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps: []string{"move -1,-2", "attack 0,-1", "move -1,-1", "attack 0,-1", "end",
			"move 2,-1", "attack 0,-1", "end"},
		events: []string{"death 0,-1 at 0,-1 to 1"}, after: "1A1@-1,-2 1T3@-1,-1 2A1@2,-1"}.run(t)
}

func TestKillTieGoesBackToTheOwner(t *testing.T) {
	ruleCase{units: "1A1@-1,-2 1T3@-1,-1 2T3@0,-1 2A1@2,-1 2I1@1,-2", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps: []string{"move -1,-2", "attack 0,-1", "move -1,-1", "attack 0,-1", "end",
			"move 2,-1", "attack 0,-1", "move 1,-2", "attack 0,-1", "end"},
		events: []string{"death 0,-1 at 0,-1 to 2"}, after: "1A1@-1,-2 2I1@1,-2 1T3@-1,-1 2A1@2,-1"}.run(t)
}

func TestKillOnOwnBaseNeutralisesIt(t *testing.T) {
	ruleCase{units: "1T3@2,0 2A1@3,0 2T3@2,1", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps:  []string{"move 2,0", "attack 3,0", "end", "end"},
		events: []string{"death 3,0 at 3,0 to 1", "neutralise 3,0 from 2"}, after: "1T3@2,0 2T3@2,1"}.run(t)
}

func TestOwnKillKeepsTheBase(t *testing.T) {
	ruleCase{units: "1A1@-1,-1 1I1@-3,0", reserves: "1:0/0/0/0 2:0/0/0/0",
		steps:  []string{"move -1,-1", "attack -3,0", "end", "end"},
		events: []string{"death -3,0 at -3,0 to 1"}, absent: []string{"neutralise"}, after: "1A1@-1,-1"}.run(t)
}

func TestUpgradeTileUpgradesAndIsUsedUp(t *testing.T) {
	ruleCase{units: "1I1@-2,0", steps: []string{"move -2,0>-1,0", "end", "end"},
		events: []string{"upgrade 1I2+ at -1,0"}, after: "1I2+@-1,0"}.run(t)
}

func TestCaptureNeedsAUnitStandingStillWithoutOrders(t *testing.T) {
	ruleCase{units: "2A1@1,-2 1I1@-1,1 1T3@3,0 2T3@2,1", steps: []string{"move -1,1>0,0", "end", "end"},
		events: []string{"capture 1,-2 by 2 from 0", "capture 3,0 by 1 from 2"}, absent: []string{"capture 0,0"},
		after: "2A1@1,-2 1I1@0,0 1T3@3,0 2T3@2,1"}.run(t)
}

func TestEliminationWithoutBaseOrUnit(t *testing.T) {
	ruleCase{units: "1T3@2,0 2A1@3,0", reserves: "1:0/0/0/0 2:5/5/5/5",
		steps:  []string{"move 2,0", "attack 3,0", "end", "end"},
		events: []string{"death 3,0 at 3,0 to 1", "neutralise 3,0 from 2", "eliminate 2"}, after: "1T3@2,0"}.run(t)
}
