package ui

// Stand-ins for the leaf widgets the net-session branch brings (QR codes,
// the session), so that the online screens build and are tested before
// they land. Replaced by them on merge.

import "github.com/hajimehoshi/ebiten/v2"

// joinPrefix starts the fragment of a link that carries an invite.
const joinPrefix = "#join="

// joinLink is the page's address with the invite code in its fragment.
func joinLink(code string) string { return pageURL() + joinPrefix + code }

// qrCode draws the QR code of text, one pixel a module, or nil.
func qrCode(text string) *ebiten.Image { return nil }

// drawQR draws a QR code image into r on a white ground.
func drawQR(dst, img *ebiten.Image, r rect) {}

// dialSession stands in for net/session.
func dialSession(netSettings) connector { return nil }
