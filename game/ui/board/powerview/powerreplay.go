package powerview

import (
	"strings"
	"time"

	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// replayState is the playback of the last resolution: the position it
// started from, its timeline, and when it began. With reduced motion a
// playback is over at once; its log is still shown.
type replayState struct {
	key    int             // the turn and end state of the position last seen
	before *power.Position // the start of the turn being ordered
	prev   *power.Position // the start of the turn that was resolved last
	events []power.Event
	tl     timeline
	begun  time.Time
	done   bool // the last frame has been drawn
}

// Observe notes the position about to be drawn: when a turn has just been
// resolved, the playback of its events starts.
func (r *replayState) Observe(p *power.Position, now time.Time) {
	key := 2 * p.Turn()
	if p.Result().Over {
		key++
	}
	if key == r.key {
		return
	}
	if r.before != nil {
		r.prev, r.events = r.before, p.Events()
		r.start(now)
	}
	r.key, r.before = key, p.Clone().(*power.Position)
}

// start plays the last resolution again from its beginning.
func (r *replayState) start(now time.Time) {
	r.tl, r.begun, r.done = NewTimeline(r.events), now, kit.ReducedMotion()
}

// playing tells whether a playback is under way.
func (r *replayState) playing() bool { return r.prev != nil && !r.done }

// finish ends the playback at once.
func (r *replayState) finish() { r.done = true }

// now returns the frame to draw at time now; ok is false when no playback
// is under way. The frame after the last event ends the playback.
func (r *replayState) now(now time.Time) (f frame, ok bool) {
	if !r.playing() {
		return frame{}, false
	}
	f = r.tl.Frame(r.prev, now.Sub(r.begun))
	r.done = f.Finish
	return f, true
}

// log is the text of the last resolution's events so far: all of them once
// the playback is over.
func (r *replayState) log() string {
	if r.prev == nil {
		return ""
	}
	n := len(r.tl.Beats)
	if r.playing() {
		n = r.tl.Begun(time.Since(r.begun))
	}
	var lines []string
	for _, b := range r.tl.Beats[:n] {
		if b.Ev.Kind == power.EventHit && r.dies(b.Ev.Origin) {
			continue
		}
		if s := eventText(r.prev, b.Ev); s != "" {
			lines = append(lines, s)
		}
	}
	if len(lines) == 0 && n == len(r.tl.Beats) {
		return kit.Tr("power.log.nothing")
	}
	return strings.Join(lines, " ")
}

// replayActions offer to play the last resolution again.
func (pv *PowerView) replayActions() []board.Action {
	if pv.show.prev == nil || len(pv.show.events) == 0 {
		return nil
	}
	return []board.Action{{Label: kit.Tr("power.replay"), Do: func() string {
		pv.show.start(time.Now())
		return ""
	}}}
}

// Animating tells the app to redraw every frame while a playback runs.
func (pv *PowerView) Animating() bool { return pv.show.playing() }

// unitName names a unit in the log: "Red tank".
func unitName(u power.Unit) string {
	return kit.Tr("power.unit-of", PlayerName(u.Owner), kit.Tr("power.unit."+u.Type.String()))
}

// unitTypeName names a type of unit as players read it: "Tank".
func unitTypeName(t power.UnitType) string { return kit.Tr("power.type." + t.String()) }

// fallBackWhy says why a unit fell back, as keys of the table.
var fallBackWhy = map[power.FallBackReason]string{
	power.FallBackStay:        "power.log.why-stay",
	power.FallBackTaken:       "power.log.why-taken",
	power.FallBackTie:         "power.log.why-tie",
	power.FallBackOutnumbered: "power.log.why-outnumbered",
	power.FallBackLater:       "power.log.why-later",
	power.FallBackEvicted:     "power.log.why-evicted",
}

// eventText is one sentence of the log; "" for events the board shows
// well enough (spawns, hops).
func eventText(before *power.Position, ev power.Event) string {
	m := before.Map()
	switch ev.Kind {
	case power.EventCut:
		return kit.Tr("power.log.cut", unitName(ev.Unit), m.Name(ev.To))
	case power.EventFallBack:
		return kit.Tr("power.log.fall-back", unitName(ev.Unit), m.Name(ev.To), kit.Tr(fallBackWhy[ev.Reason]))
	case power.EventFire:
		return kit.Tr("power.log.fire", unitName(ev.Unit), m.Name(ev.To))
	case power.EventHit:
		return kit.Tr("power.log.hit", unitName(ev.Unit), m.Name(ev.To), ev.Amount)
	case power.EventDowngrade:
		return kit.Tr("power.log.downgrade", unitName(ev.Unit))
	case power.EventDeath:
		return kit.Tr("power.log.death", unitName(ev.Unit), m.Name(ev.To), PlayerName(ev.Player))
	case power.EventNeutralise:
		return kit.Tr("power.log.neutral", m.Name(ev.To))
	case power.EventUpgrade:
		return kit.Tr("power.log.upgrade", unitName(ev.Unit), m.Name(ev.To))
	case power.EventCapture:
		return kit.Tr("power.log.capture", PlayerName(ev.Player), featureName(before.Feature(ev.To), m.Name(ev.To)))
	case power.EventEliminate:
		return kit.Tr("power.log.out", PlayerName(ev.Player))
	}
	return ""
}

// featureName names a base in the log: "the source 0,0".
func featureName(f power.Feature, cell string) string {
	if f.Kind == power.Home {
		return kit.Tr("power.log.home", cell)
	}
	return kit.Tr("power.log.source", cell)
}

// dies tells whether the unit from origin dies in the resolution: then the
// log tells its death, not each hit.
func (r *replayState) dies(origin power.Cell) bool {
	for _, ev := range r.events {
		if ev.Kind == power.EventDeath && ev.Origin == origin {
			return true
		}
	}
	return false
}
