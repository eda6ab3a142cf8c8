package ui

import (
	"time"

	"pentarchy/game/power"
)

// timeline lays the events of one resolution out in time, one after
// another, each for the time its kind takes to show.
type timeline struct {
	beats []beat
	total time.Duration
}

// beat is one event of a timeline and when it shows.
type beat struct {
	ev       power.Event
	at, span time.Duration
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

// newTimeline lays the events out one after another.
func newTimeline(events []power.Event) timeline {
	var tl timeline
	for _, ev := range events {
		span := beatSpan(ev.Kind)
		tl.beats = append(tl.beats, beat{ev: ev, at: tl.total, span: span})
		tl.total += span
	}
	return tl
}

// animUnit is a unit as a frame of the playback shows it: moving from one
// cell to another (t from 0 to 1), and fading in or out (alpha).
type animUnit struct {
	u        power.Unit
	from, to power.Cell
	t, alpha float64
}

// frame is the board at one moment of a playback.
type frame struct {
	units  map[power.Cell]*animUnit     // by the unit's cell at the start of the resolution
	feats  map[power.Cell]power.Feature // features changed so far
	fx     *beat                        // the event under way, or nil
	fxT    float64                      // how far it is, 0 to 1
	begun  int                          // how many events have begun
	finish bool                         // every event is over
}

// frame returns the board at time at of the playback of the resolution
// that started from before.
func (tl timeline) frame(before *power.Position, at time.Duration) frame {
	f := frame{units: map[power.Cell]*animUnit{}, feats: map[power.Cell]power.Feature{}, finish: at >= tl.total}
	for c := range power.Cell(before.Map().Len()) {
		if u, ok := before.Unit(c); ok {
			f.units[c] = &animUnit{u: u, from: c, to: c, t: 1, alpha: 1}
		}
	}
	for i := range tl.beats {
		b := &tl.beats[i]
		if b.at > at {
			break
		}
		t := min(1, float64(at-b.at)/float64(b.span))
		f.begun++
		if t < 1 {
			f.fx, f.fxT = b, t
		}
		f.apply(before, b.ev, t)
	}
	return f
}

// apply shows the event ev, t of the way through.
func (f *frame) apply(before *power.Position, ev power.Event, t float64) {
	u := f.units[ev.Origin]
	switch ev.Kind {
	case power.EventSpawn:
		f.units[ev.To] = &animUnit{u: ev.Unit, from: ev.To, to: ev.To, t: 1, alpha: t}
	case power.EventMove, power.EventFallBack:
		if u != nil {
			u.from, u.to, u.t = ev.From, ev.To, t
		}
	case power.EventHit, power.EventDowngrade, power.EventUpgrade:
		if u != nil {
			u.u = ev.Unit
		}
	case power.EventDeath:
		if u != nil {
			u.u, u.alpha = ev.Unit, 1-t
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
