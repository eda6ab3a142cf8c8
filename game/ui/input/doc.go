// Package input turns what the player does into what scenes act on: the
// pointer (mouse clicks and touches become taps), gestures (hover, drag,
// pinch, the wheel), the keys of a tick with arrow keys that repeat when
// held, and the geometry of the keyboard's cursor and focus ring.
//
// It knows no game and no scene; it imports Ebiten and game/ui/kit only.
package input
