package ui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/sound"
	"pentarchy/game/ui/storage"
)

// soundLog is a speaker that notes what it is asked to play.
type soundLog struct {
	prepared bool
	played   []sound.Sound
}

func (l *soundLog) Prepare()           { l.prepared = true }
func (l *soundLog) Play(s sound.Sound) { l.played = append(l.played, s) }

// take returns the sounds played since the last call.
func (l *soundLog) take() []sound.Sound {
	out := l.played
	l.played = nil
	return out
}

// TestSounds taps a game of Phalanx and checks which sound each tap
// makes: none before the first interaction, a tock for a step, a buzz for
// a tap that does nothing, and nothing at all with sound off.
func TestSounds(t *testing.T) {
	log := &soundLog{}
	a := newTestApp(t, 1280, 800, 1)
	a.sfx.Out = log
	s := startGame(t, a, "phalanx", nil)
	s.Play("add f3") // played with no interaction yet: silent
	a.sfx.Observe(a.scene)
	if got := log.take(); len(got) != 0 || log.prepared {
		t.Fatalf("before any interaction: played %v, prepared %v", got, log.prepared)
	}
	for _, tc := range []struct {
		cell string
		want []sound.Sound
	}{
		{"e5", []sound.Sound{sound.SoundIllegal}}, // no add there, nothing selected
		{"h2", nil},                            // selects
		{"i3", []sound.Sound{sound.SoundStep}}, // moves
		{"a1", []sound.Sound{sound.SoundIllegal}},
	} {
		a.tapCell(t, tc.cell)
		a.sfx.Observe(a.scene)
		if got := log.take(); !slices.Equal(got, tc.want) {
			t.Errorf("tap on %s: sounds %v, want %v", tc.cell, got, tc.want)
		}
	}
	if !log.prepared {
		t.Error("the speaker was not prepared at the first tap")
	}
	a.press(ebiten.KeyEnter) // End turn, the main action, by its key
	if got := log.take(); !slices.Equal(got, []sound.Sound{sound.SoundStep}) {
		t.Errorf("End turn: sounds %v", got)
	}
	a.sfx.Off = true
	a.tapCell(t, "e5")
	if got := log.take(); len(got) != 0 {
		t.Errorf("with sound off: %v", got)
	}
}

// TestSoundsOfSteps checks the thud for a push and for pieces taken, and
// the chime when the game ends, by replaying the scripted Phalanx game.
func TestSoundsOfSteps(t *testing.T) {
	log := &soundLog{}
	a := newTestApp(t, 1280, 800, 1)
	a.sfx.Out, a.sfx.Awake = log, true
	s := startGame(t, a, "phalanx", nil)
	a.sfx.Observe(a.scene)
	want := map[string]sound.Sound{"push d7-c7": sound.SoundTake, "add b9": sound.SoundOver}
	for _, step := range phalanxScript {
		s.Play(step)
		a.sfx.Observe(a.scene)
		w, ok := want[step]
		if !ok {
			w = sound.SoundStep
		}
		if got := log.take(); !slices.Equal(got, []sound.Sound{w}) {
			t.Errorf("%s: sounds %v, want %v", step, got, w)
		}
	}
	s.Undo(1) // taken back: silent
	a.sfx.Observe(a.scene)
	if got := log.take(); len(got) != 0 {
		t.Errorf("undo: sounds %v", got)
	}
}

// TestPieces checks the piece counts that tell a capture, in every game.
func TestPieces(t *testing.T) {
	for _, tc := range []struct {
		id   string
		opts game.Options
		want []int
	}{
		{"phalanx", nil, []int{4, 4}},
		{"patriarchs", nil, []int{5, 5}},
		{"conquid", game.Options{"size": "small"}, []int{1, 1}},
		{"parry", nil, []int{0, 0}},
		{"source-of-power", nil, []int{0, 0}},
	} {
		a := newTestApp(t, 800, 600, 1)
		s := startGame(t, a, tc.id, tc.opts)
		if got := s.Progress().Pieces; !slices.Equal(got, tc.want) {
			t.Errorf("%s: pieces at the start %v, want %v", tc.id, got, tc.want)
		}
	}
}

// TestSoundSetting checks that the Sound button turns sound off and on,
// that the setting is kept, and that turning it on plays a sample.
func TestSoundSetting(t *testing.T) {
	store := storage.Memory{}
	a := newApp(store)
	log := &soundLog{}
	a.sfx.Out = log
	a.click(t, "Sound: On")
	if !a.sfx.Off || !a.snapshotHas("Sound: Off") {
		t.Fatalf("after a click: off %v, buttons %v", a.sfx.Off, a.snapshot().Buttons)
	}
	if b := newApp(store); !b.sfx.Off {
		t.Error("the next app has sound on")
	}
	a.click(t, "Sound: Off")
	if got := log.take(); a.sfx.Off || !slices.Equal(got, []sound.Sound{sound.SoundStep}) {
		t.Errorf("after a second click: off %v, played %v", a.sfx.Off, got)
	}
}
