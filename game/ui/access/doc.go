// Package access is the part of the page a screen reader reads, beside
// the canvas it cannot: a live region that says what happens (role "log",
// polite) and, in the screen-reader mode, a line to type steps and
// commands in, with the legal steps offered as one types. The words come
// from game/ui/speech; the app (game/ui) decides what to say and what a
// typed line does. Outside the browser, a Page keeps what it was told and
// takes typed lines from tests.
package access

// maxLines is how many lines the live region keeps; older ones go, so
// that the page does not grow through a long game.
const maxLines = 60

// MaxOffered is how many legal steps the text box offers at once.
const MaxOffered = 40
