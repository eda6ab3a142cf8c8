// Package sound plays the app's short sounds, synthesized here and played
// by Web Audio in the page: a tock for a step, a thud for a capture or a
// push, a buzz for a tap that does nothing, a chime for the end of a game,
// and the setting that turns them off. It follows a game through the
// Progress its scene reports (steps, pieces by player, the end), so it
// knows no game and no scene.
//
// It imports game/ui/kit and game/ui/storage only.
package sound
