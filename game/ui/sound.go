package ui

import (
	"pentarchy/game"
	"pentarchy/game/conquid"
	"pentarchy/game/parry"
	"pentarchy/game/patriarchs"
	"pentarchy/game/phalanx"
	"pentarchy/game/power"
	"pentarchy/game/ui/storage"
)

// sounds plays the app's sound effects: a tock for every step played
// (by anyone: a person, the computer, a peer), a thud when pieces are
// taken or pushed, a buzz for a tap on the board that does nothing, and a
// chime when a game ends. Nothing sounds before the player's first click,
// tap or key (browsers allow sound only after one), nor while the player
// has turned sound off; the setting is kept on the device.
type sounds struct {
	out   speaker // nil: no sound at all (tests)
	off   bool    // the player turned sound off
	awake bool    // the player has clicked, tapped or pressed a key

	// The game as last looked at, to tell what its new steps did.
	seen  *playScene
	steps int
	count []int // pieces on the board by player
	over  bool
}

// speaker plays sounds on the device.
type speaker interface {
	// prepare gets the device ready; called at the player's first
	// interaction, when the browser allows it.
	prepare()
	play(s sound)
}

// soundKey is where the sound setting is kept on the device.
const soundKey = "pentarchy.sound"

// newSounds returns the sounds playing on out (nil for none), on unless
// the device keeps the setting off.
func newSounds(out speaker, store storage.Store) sounds {
	v, _ := store.Get(soundKey)
	return sounds{out: out, off: v == "off"}
}

// label is the Sound button's label: the setting as it is.
func (sf *sounds) label() string {
	if sf.off {
		return tr("sound.off")
	}
	return tr("sound.on")
}

// toggle turns sound on or off and keeps the setting; turned on, it plays
// a step so that the player hears how loud it is.
func (sf *sounds) toggle(store storage.Store) {
	sf.off = !sf.off
	if sf.off {
		store.Set(soundKey, "off")
		return
	}
	store.Set(soundKey, "on")
	sf.play(soundStep)
}

// wake notes the player's interaction: from now on sounds may play.
func (sf *sounds) wake() {
	if sf.awake {
		return
	}
	sf.awake = true
	if sf.out != nil && !sf.off {
		sf.out.prepare()
	}
}

// play plays s, if sound is on and the player has interacted.
func (sf *sounds) play(s sound) {
	if sf.out != nil && sf.awake && !sf.off {
		sf.out.play(s)
	}
}

// observe looks at the scene after a tick and sounds the steps played
// since the last look: the chime if the game just ended, the thud if some
// player has fewer pieces on the board or the step was a push, the tock
// otherwise. Steps taken back make no sound.
func (sf *sounds) observe(sc scene) {
	s, ok := sc.(*playScene)
	if !ok {
		sf.seen = nil
		return
	}
	n := len(s.rec.Steps)
	if s == sf.seen && n == sf.steps {
		return
	}
	if s == sf.seen && n > sf.steps {
		count, over := pieces(s.pos), s.pos.Result().Over
		switch {
		case over && !sf.over:
			sf.play(soundOver)
		case fewer(count, sf.count) || isPush(s.rec.Steps[n-1]):
			sf.play(soundTake)
		default:
			sf.play(soundStep)
		}
	}
	sf.seen, sf.steps = s, n
	sf.count, sf.over = pieces(s.pos), s.pos.Result().Over
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

// isPush tells whether a step pushes (Phalanx).
func isPush(step string) bool {
	verb, _ := phalanxStep(step)
	return verb == "push"
}

// pieces counts the pieces (stones, units, cells) of each player on the
// board, player 1 first.
func pieces(pos game.Position) []int {
	count := make([]int, pos.Players()+1)
	switch p := pos.(type) {
	case *phalanx.Position:
		for f := range phalanxSize {
			for r := range phalanxSize {
				count[p.At(f, r)]++
			}
		}
	case *patriarchs.Position:
		for f := range patriarchs.Size {
			for r := range patriarchs.Size {
				count[p.At(patriarchs.Square{File: f, Rank: r}).Player]++
			}
		}
	case *conquid.Position:
		for f := range p.Files() {
			for r := range p.Ranks() {
				count[conquidOwner(p.At(conquid.Cell{File: f, Rank: r}))]++
			}
		}
	case *parry.Position:
		for s := range p.Board().Len() {
			count[p.At(s)]++
		}
	case *power.Position:
		for c := range power.Cell(p.Map().Len()) {
			if u, ok := p.Unit(c); ok {
				count[u.Owner]++
			}
		}
	}
	return count[1:]
}

// conquidOwner is the player a Conquid cell belongs to, 0 for none.
func conquidOwner(s conquid.State) int {
	switch s {
	case conquid.Red, conquid.RedHQ:
		return 1
	case conquid.Blue, conquid.BlueHQ:
		return 2
	}
	return 0
}

// selector is a board view that can describe its selection (what a tap
// has chosen and not yet played), so that a tap that changes nothing can
// be told from one that selects.
type selector interface {
	selection() string
}

// tapScene passes a tap that hit no button to the scene; a tap on the
// board that neither plays a step nor changes the selection buzzes.
func (a *App) tapScene(x, y float64) {
	s, ok := a.scene.(*playScene)
	if !ok || !s.boardR.contains(x, y) {
		a.scene.tap(x, y)
		return
	}
	before, n := selectionOf(s.board), len(s.rec.Steps)
	s.tap(x, y)
	if len(s.rec.Steps) == n && selectionOf(s.board) == before {
		a.sfx.play(soundIllegal)
	}
}

// selectionOf describes a board view's selection; "" for a view that
// cannot.
func selectionOf(b boardView) string {
	if sel, ok := b.(selector); ok {
		return sel.selection()
	}
	return ""
}
