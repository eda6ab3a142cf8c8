package power

import "math/bits"

// winRule is the win condition of §5.11b (option win).
type winRule uint8

const (
	winSources winRule = iota
	winBases
	winHomes
	winElimination
)

// winRuleOf reads a checked option value.
func winRuleOf(s string) winRule {
	w := winSources
	for w < winElimination && w.String() != s {
		w++
	}
	return w
}

func (w winRule) String() string {
	return [...]string{"sources", "bases", "homes", "elimination"}[w]
}

// goalKinds is the set of the feature kinds whose cells a player must own
// all of to win (§5.11b), bit k for kind k.
func (w winRule) goalKinds() uint8 {
	return [...]uint8{1 << Source, baseKinds, 1 << Home, 0}[w]
}

// loseRule is the condition of §5.10 that puts a player out (option lose).
type loseRule uint8

const (
	loseNoUnits loseRule = iota // no base and no unit on the board
	loseNoBases                 // no base
	loseNoHome                  // no home base H
)

// loseRuleOf reads a checked option value.
func loseRuleOf(s string) loseRule {
	l := loseNoUnits
	for l < loseNoHome && l.String() != s {
		l++
	}
	return l
}

func (l loseRule) String() string { return [...]string{"nounits", "nobases", "nohome"}[l] }

// ending is why a game ended: the reason texts of §6 "Referee output".
type ending uint8

const (
	notOver       ending = iota
	wonSources           // §5.11b, win=sources
	wonBases             // §5.11b, win=bases
	wonHomes             // §5.11b, win=homes
	lastStanding         // §5.11a, one player left
	allEliminated        // §5.11a, nobody left: a draw
	turnLimit            // §5.11c: a draw
)

func (e ending) String() string {
	return [...]string{"", "sources", "bases", "homes", "last player standing", "all eliminated", "turn limit"}[e]
}

// conquest is the ending of the win rule; notOver for elimination.
func (w winRule) conquest() ending {
	return [...]ending{wonSources, wonBases, wonHomes, notOver}[w]
}

// meetsWin tells whether player pl owns every feature the win rule asks
// for (§5.11b). A board without any such feature cannot be won that way.
func (p *Position) meetsWin(pl int) bool {
	return p.settings.win != winElimination && !p.goals.empty() && p.goals.minus(p.bases[pl-1]).empty()
}

// judge settles the end of a resolution (§5.11, §5.12): the game ends, or
// the next turn starts with the lowest-numbered living player.
func (p *Position) judge() {
	living := uint8(p.living)
	first := bits.TrailingZeros8(living) + 1
	switch bits.OnesCount8(living) {
	case 0:
		p.finish(0, allEliminated)
		return
	case 1:
		p.finish(first, lastStanding)
		return
	}
	for set := living; set != 0; set &= set - 1 {
		if pl := bits.TrailingZeros8(set) + 1; p.meetsWin(pl) {
			p.finish(pl, p.settings.win.conquest())
			return
		}
	}
	if p.turn >= p.settings.limit {
		p.finish(0, turnLimit)
		return
	}
	p.turn++
	p.mover = uint8(first)
}

func (p *Position) finish(winner int, e ending) {
	p.mover, p.winner, p.ending = 0, uint8(winner), e
}
