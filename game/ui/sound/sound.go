package sound

import (
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/storage"
)

// Sounds plays the app's sound effects: a tock for every step played
// (by anyone: a person, the computer, a peer), a thud when pieces are
// taken or pushed, a buzz for a tap on the board that does nothing, and a
// chime when a game ends. Nothing sounds before the player's first click,
// tap or key (browsers allow sound only after one), nor while the player
// has turned sound off; the setting is kept on the device.
type Sounds struct {
	Out   speaker // nil: no sound at all (tests)
	Off   bool    // the player turned sound off
	Awake bool    // the player has clicked, tapped or pressed a key

	// The game as last looked at, to tell what its new steps did, and
	// its clock's alerts so far.
	seen   Game
	last   Progress
	alerts int
}

// speaker plays sounds on the device.
type speaker interface {
	// Prepare gets the device ready; called at the player's first
	// interaction, when the browser allows it.
	Prepare()
	Play(s Sound)
}

// soundKey is where the sound setting is kept on the device.
const soundKey = "pentarchy.sound"

// NewSounds returns the sounds playing on out (nil for none), on unless
// the device keeps the setting off.
func NewSounds(out speaker, store storage.Store) Sounds {
	v, _ := store.Get(soundKey)
	return Sounds{Out: out, Off: v == "off"}
}

// Label is the Sound button's label: the setting as it is.
func (sf *Sounds) Label() string {
	if sf.Off {
		return kit.Tr("sound.off")
	}
	return kit.Tr("sound.on")
}

// Toggle turns sound on or off and keeps the setting; turned on, it plays
// a step so that the player hears how loud it is.
func (sf *Sounds) Toggle(store storage.Store) {
	sf.Off = !sf.Off
	if sf.Off {
		store.Set(soundKey, "off")
		return
	}
	store.Set(soundKey, "on")
	sf.Play(SoundStep)
}

// Wake notes the player's interaction: from now on sounds may play.
func (sf *Sounds) Wake() {
	if sf.Awake {
		return
	}
	sf.Awake = true
	if sf.Out != nil && !sf.Off {
		sf.Out.Prepare()
	}
}

// Play plays s, if sound is on and the player has interacted.
func (sf *Sounds) Play(s Sound) {
	if sf.Out != nil && sf.Awake && !sf.Off {
		sf.Out.Play(s)
	}
}

// Progress is how far a game has gone, as the sounds follow it: the
// steps played, the pieces (stones, units, cells) each player has on the
// board, player 1 first, whether the game is over, and whether the last
// step pushed (Phalanx), which sounds like a capture.
type Progress struct {
	Steps  int
	Pieces []int
	Over   bool
	Pushed bool
}

// Game is a scene that plays a game: the sounds follow its progress,
// which they ask for only when the count of steps changed.
type Game interface {
	Played() int // the steps played
	Progress() Progress
}

// Timed is a game with a clock: Alerts counts its warnings so far (a
// player low on time, a player out of it).
type Timed interface {
	Alerts() int
}

// Observe looks at the scene after a tick and sounds the steps played
// since the last look: the chime if the game just ended, the thud if some
// player has fewer pieces on the board or the step was a push, the tock
// otherwise; and the clock's new warnings, with two beeps. Steps taken
// back make no sound.
func (sf *Sounds) Observe(sc any) {
	g, ok := sc.(Game)
	if !ok {
		sf.seen = nil
		return
	}
	if t, ok := sc.(Timed); ok {
		if n := t.Alerts(); g == sf.seen && n > sf.alerts {
			sf.Play(SoundLow)
		}
		sf.alerts = t.Alerts()
	}
	if g == sf.seen && g.Played() == sf.last.Steps {
		return
	}
	now := g.Progress()
	if g == sf.seen && now.Steps > sf.last.Steps {
		switch {
		case now.Over && !sf.last.Over:
			sf.Play(SoundOver)
		case fewer(now.Pieces, sf.last.Pieces) || now.Pushed:
			sf.Play(SoundTake)
		default:
			sf.Play(SoundStep)
		}
	}
	sf.seen, sf.last = g, now
}

// fewer tells whether some player has fewer pieces in now than before.
func fewer(now, before []int) bool {
	for i := range min(len(now), len(before)) {
		if now[i] < before[i] {
			return true
		}
	}
	return false
}
