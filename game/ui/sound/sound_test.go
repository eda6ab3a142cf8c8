package sound_test

import (
	"slices"
	"testing"

	"pentarchy/game/ui/sound"
	"pentarchy/game/ui/storage"
)

// speakerLog is a speaker that notes what it is asked to do.
type speakerLog struct {
	prepared bool
	played   []sound.Sound
}

func (l *speakerLog) Prepare()           { l.prepared = true }
func (l *speakerLog) Play(s sound.Sound) { l.played = append(l.played, s) }

// take returns the sounds played since the last call.
func (l *speakerLog) take() []sound.Sound {
	out := l.played
	l.played = nil
	return out
}

// gameShown is a scene that plays a game, as the sounds see it.
type gameShown struct{ now sound.Progress }

func (g *gameShown) Played() int              { return g.now.Steps }
func (g *gameShown) Progress() sound.Progress { return g.now }

// TestObserve follows a game step by step: nothing before the player's
// first interaction, then a tock for a step, a thud for a capture or a
// push, the chime at the end; nothing for a look without a new step, a
// step taken back, a game first seen, a scene that plays no game, or
// while sound is off.
func TestObserve(t *testing.T) {
	log := &speakerLog{}
	sf := sound.NewSounds(log, storage.Memory{})
	g := &gameShown{sound.Progress{Pieces: []int{4, 4}}}
	sf.Observe(g)
	g.now.Steps = 1
	sf.Observe(g)
	if got := log.take(); len(got) != 0 || log.prepared {
		t.Fatalf("before any interaction: played %v, prepared %v", got, log.prepared)
	}
	sf.Wake()
	if !log.prepared {
		t.Fatal("the first interaction did not prepare the speaker")
	}
	for _, tc := range []struct {
		name string
		next sound.Progress
		want []sound.Sound
	}{
		{"a step", sound.Progress{Steps: 2, Pieces: []int{4, 4}}, []sound.Sound{sound.SoundStep}},
		{"the same look again", sound.Progress{Steps: 2, Pieces: []int{4, 4}}, nil},
		{"a capture", sound.Progress{Steps: 3, Pieces: []int{4, 3}}, []sound.Sound{sound.SoundTake}},
		{"a push", sound.Progress{Steps: 4, Pieces: []int{4, 3}, Pushed: true}, []sound.Sound{sound.SoundTake}},
		{"a step taken back", sound.Progress{Steps: 3, Pieces: []int{4, 3}}, nil},
		{"the end", sound.Progress{Steps: 4, Pieces: []int{4, 2}, Over: true}, []sound.Sound{sound.SoundOver}},
	} {
		g.now = tc.next
		sf.Observe(g)
		if got := log.take(); !slices.Equal(got, tc.want) {
			t.Errorf("%s: played %v, want %v", tc.name, got, tc.want)
		}
	}
	sf.Observe(nil) // a scene that plays no game
	other := &gameShown{sound.Progress{Steps: 7, Pieces: []int{1, 1}}}
	sf.Observe(other)
	if got := log.take(); len(got) != 0 {
		t.Errorf("a game first seen played %v", got)
	}
	sf.Off = true
	other.now.Steps = 8
	sf.Observe(other)
	if got := log.take(); len(got) != 0 {
		t.Errorf("with sound off: played %v", got)
	}
}

// TestToggle turns sound off and on: the setting is kept on the device,
// and turning it on plays a step to hear how loud it is.
func TestToggle(t *testing.T) {
	store := storage.Memory{}
	log := &speakerLog{}
	sf := sound.NewSounds(log, store)
	sf.Wake()
	sf.Toggle(store)
	if !sf.Off || !sound.NewSounds(log, store).Off {
		t.Fatalf("turned off: off %v, kept %v", sf.Off, sound.NewSounds(log, store).Off)
	}
	if sf.Label() == (&sound.Sounds{}).Label() {
		t.Errorf("the label %q does not change when sound is off", sf.Label())
	}
	sf.Toggle(store)
	if got := log.take(); sf.Off || sound.NewSounds(log, store).Off || !slices.Equal(got, []sound.Sound{sound.SoundStep}) {
		t.Errorf("turned on again: off %v, played %v", sf.Off, got)
	}
}

// timedShown is a timed game, as the sounds see it.
type timedShown struct {
	gameShown
	alerts int
}

func (g *timedShown) Alerts() int { return g.alerts }

// TestClockAlerts: each new warning of a game's clock beeps, once;
// a game first seen with warnings already given does not.
func TestClockAlerts(t *testing.T) {
	log := &speakerLog{}
	sf := sound.NewSounds(log, storage.Memory{})
	sf.Wake()
	g := &timedShown{alerts: 2}
	sf.Observe(g)
	sf.Observe(g)
	g.alerts++
	sf.Observe(g)
	sf.Observe(g)
	if got := log.take(); !slices.Equal(got, []sound.Sound{sound.SoundLow}) {
		t.Fatalf("played %v, want one beep", got)
	}
}
