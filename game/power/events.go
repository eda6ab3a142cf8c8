package power

// EventKind says what happened in an Event of a resolution.
type EventKind uint8

// The kinds of events, in the order a resolution produces them (§5). In an
// event about a unit, Origin is the unit's cell at the start of the
// resolution (its spawn cell for a spawned unit), which names the unit for
// the whole turn, and Unit is the unit as it is at that moment of the
// resolution: with its HP after a hit, without its upgrade after a
// downgrade, with no HP left in its death.
const (
	// EventSpawn: Unit appeared on To, spawned by its owner (step 1).
	EventSpawn EventKind = iota + 1
	// EventCut: the path of the unit from Origin was cut before To, where
	// Player (another player) spawned; its attack is cancelled (step 2).
	EventCut
	// EventMove: the unit from Origin went From → To, one hop of its path
	// towards the cell it claims (steps 3-4). A hop of 2 cells is a jump.
	EventMove
	// EventFallBack: the unit from Origin fell back From → To along its path
	// in round Amount of the claims, for Reason (step 4).
	EventFallBack
	// EventFire: the unit from Origin, standing on From, fired at To for
	// Amount damage; Player is its owner (step 5).
	EventFire
	// EventHit: the unit from Origin was hit on To, a cell of its path, by
	// the fire of Player's unit standing on From, for Amount damage (step 6).
	EventHit
	// EventDowngrade: the unit from Origin, now on To, lost its upgrade,
	// which went back to its owner's reserve (step 7).
	EventDowngrade
	// EventDeath: the unit from Origin died on To; Player received it into
	// their reserve (step 8).
	EventDeath
	// EventNeutralise: the base on To became neutral; Other owned it (step 8).
	EventNeutralise
	// EventUpgrade: the unit from Origin, now on To, took the upgrade tile
	// there and is now Unit (step 9a).
	EventUpgrade
	// EventCapture: the base on To passed from Other (0: neutral) to Player,
	// whose unit from Origin stood still on it (step 9b).
	EventCapture
	// EventEliminate: Player is out; their reserve is lost, and any unit or
	// base they kept is removed or made neutral (step 10).
	EventEliminate
)

// String names the kind: "spawn", "cut", "move", "fall back", "fire", "hit",
// "downgrade", "death", "neutralise", "upgrade", "capture" or "eliminate".
func (k EventKind) String() string {
	names := [...]string{"none", "spawn", "cut", "move", "fall back", "fire", "hit",
		"downgrade", "death", "neutralise", "upgrade", "capture", "eliminate"}
	if int(k) < len(names) {
		return names[k]
	}
	return "none"
}

// FallBackReason says why a unit fell back (§5 step 4).
type FallBackReason uint8

// The reasons for falling back.
const (
	// FallBackStay: a unit that stays on (or comes back to) the cell holds it.
	FallBackStay FallBackReason = iota + 1
	// FallBackTaken: the cell was already held from an earlier round.
	FallBackTaken
	// FallBackTie: two or more players had the most claims on the cell.
	FallBackTie
	// FallBackOutnumbered: another player had more claims on the cell.
	FallBackOutnumbered
	// FallBackLater: a unit of the same player ordered earlier took the cell.
	FallBackLater
	// FallBackEvicted: the unit held the cell until its own unit came back to it.
	FallBackEvicted
)

// Event is one thing that happened in a resolution, for the animated replay.
// Which fields matter depends on Kind; cells that do not are NoCell, and
// the other fields zero.
type Event struct {
	Kind     EventKind
	Player   int
	Other    int
	Unit     Unit
	Origin   Cell
	From, To Cell
	Amount   int
	Reason   FallBackReason
}

// RecordEvents turns the recording of resolution events on or off. Positions
// made by Start and ParsePosition record them; copies made by Clone do not,
// and CopyFrom keeps the receiver's setting.
func (p *Position) RecordEvents(on bool) {
	p.record = on
	if !on {
		p.events = p.events[:0]
	}
}

// Events returns a copy of the events of the last resolution played on this
// position while it recorded events, in the order they happened; nil if
// none.
func (p *Position) Events() []Event {
	if len(p.events) == 0 {
		return nil
	}
	return append([]Event(nil), p.events...)
}

// emit records an event. Its callers test p.record first: Go builds an
// Event in memory before the call, inlined or not, and building events
// nobody reads cost the computer's search 2–3 % of its time.
func (p *Position) emit(e Event) { p.events = append(p.events, e) }
