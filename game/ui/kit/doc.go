// Package kit is the user interface's widget kit: geometry (Rect), the
// screen's metrics (View: device pixels, the device pixel ratio, a zoom
// for large screens), the themes and their colours, the Go fonts, drawing
// helpers (shapes kept as images, layers), buttons, cards, text boxes (a DOM textarea in the
// page), QR codes, files (download, open, the page's address), full
// screen, and the table of texts players read (Tr, Count).
//
// It knows no game and no scene. It imports Ebiten, golang.org/x/image's
// fonts and game/ui/rules (the texts, as data), nothing else of ours.
package kit
