package ui

// Stand-ins for the leaf widgets the net-session branch brings (QR codes,
// the session), so that the online screens build and are tested before
// they land. Replaced by them on merge.

import (
	"context"
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// joinPrefix starts the fragment of a link that carries an invite.
const joinPrefix = "#join="

// joinLink is the page's address with the invite code in its fragment.
func joinLink(code string) string { return pageURL() + joinPrefix + code }

// qrCode draws the QR code of text, one pixel a module, or nil.
func qrCode(text string) *ebiten.Image { return nil }

// drawQR draws a QR code image into r on a white ground.
func drawQR(dst, img *ebiten.Image, r rect) {}

// dialSession stands in for net/session: no connection can be made.
func dialSession(netSettings) connector { return noSession{} }

type noSession struct{}

var errNoSession = errors.New("this build cannot connect to other devices yet: play by move codes")

func (noSession) host(context.Context, string, bool) (hosting, error) { return nil, errNoSession }
func (noSession) readInvite(string) (invite, error)                   { return invite{}, errNoSession }
func (noSession) join(context.Context, invite) (joining, error)       { return nil, errNoSession }
