package powerview

import (
	"time"

	"pentarchy/game/power"
)

// timeline lays the events of one resolution out in time, one after
// another, each for the time its kind takes to show.
type timeline struct {
	Beats []beat
	Total time.Duration
}

// beat is one event of a timeline and when it shows.
type beat struct {
	Ev       power.Event
	At, Span time.Duration
}

// beatSpan is how long each kind of event takes to show: 150–300 ms, so a
// unit's hop is a piece move.
func beatSpan(k power.EventKind) time.Duration {
	switch k {
	case power.EventMove:
		return 220 * time.Millisecond
	case power.EventHit, power.EventDowngrade:
		return 160 * time.Millisecond
	case power.EventFire, power.EventDeath, power.EventFallBack:
		return 300 * time.Millisecond
	}
	return 240 * time.Millisecond
}

// NewTimeline lays the events out one after another.
func NewTimeline(events []power.Event) timeline {
	var tl timeline
	for _, ev := range events {
		span := beatSpan(ev.Kind)
		tl.Beats = append(tl.Beats, beat{Ev: ev, At: tl.Total, Span: span})
		tl.Total += span
	}
	return tl
}

// animUnit is a unit as a frame of the playback shows it: moving from one
// cell to another (t from 0 to 1), and fading in or out (alpha).
type animUnit struct {
	U        power.Unit
	from, To power.Cell
	T, Alpha float64
}

// frame is the board at one moment of a playback.
type frame struct {
	Units  map[power.Cell]*animUnit     // by the unit's cell at the start of the resolution
	feats  map[power.Cell]power.Feature // features changed so far
	Fx     *beat                        // the event under way, or nil
	fxT    float64                      // how far it is, 0 to 1
	Finish bool                         // every event is over
}

// Begun returns how many events have begun at time at of the playback.
func (tl timeline) Begun(at time.Duration) int {
	n := 0
	for n < len(tl.Beats) && tl.Beats[n].At <= at {
		n++
	}
	return n
}

// Frame returns the board at time at of the playback of the resolution
// that started from before.
func (tl timeline) Frame(before *power.Position, at time.Duration) frame {
	f := frame{Units: map[power.Cell]*animUnit{}, feats: map[power.Cell]power.Feature{}, Finish: at >= tl.Total}
	for c := range power.Cell(before.Map().Len()) {
		if u, ok := before.Unit(c); ok {
			f.Units[c] = &animUnit{U: u, from: c, To: c, T: 1, Alpha: 1}
		}
	}
	for i := range tl.Beats {
		b := &tl.Beats[i]
		if b.At > at {
			break
		}
		t := min(1, float64(at-b.At)/float64(b.Span))
		if t < 1 {
			f.Fx, f.fxT = b, t
		}
		f.Apply(before, b.Ev, t)
	}
	return f
}

// Apply shows the event ev, t of the way through.
func (f *frame) Apply(before *power.Position, ev power.Event, t float64) {
	u := f.Units[ev.Origin]
	switch ev.Kind {
	case power.EventSpawn:
		f.Units[ev.To] = &animUnit{U: ev.Unit, from: ev.To, To: ev.To, T: 1, Alpha: t}
	case power.EventMove, power.EventFallBack:
		if u != nil {
			u.from, u.To, u.T = ev.From, ev.To, t
		}
	case power.EventHit, power.EventDowngrade, power.EventUpgrade:
		if u != nil {
			u.U = ev.Unit
		}
	case power.EventDeath:
		if u != nil {
			u.U, u.Alpha = ev.Unit, 1-t
		}
	}
	switch ev.Kind {
	case power.EventNeutralise:
		f.feats[ev.To] = power.Feature{Kind: before.Feature(ev.To).Kind}
	case power.EventCapture:
		f.feats[ev.To] = power.Feature{Kind: before.Feature(ev.To).Kind, Owner: ev.Player}
	case power.EventUpgrade:
		f.feats[ev.To] = power.Feature{}
	}
}

// feature is the feature of c in the frame.
func (f frame) feature(before *power.Position, c power.Cell) power.Feature {
	if ft, ok := f.feats[c]; ok {
		return ft
	}
	return before.Feature(c)
}
