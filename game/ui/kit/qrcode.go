package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"
)

// qrQuiet is the white margin a QR code needs around it, in modules.
const qrQuiet = 4

// QrCode is the QR code of text (error correction level M), black modules
// on white with the quiet margin around them, one pixel a module; nil when
// text is too long for a QR code.
func QrCode(text string) *ebiten.Image {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil
	}
	n := c.Size + 2*qrQuiet
	img := image.NewGray(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			v := uint8(0xff)
			if c.Black(x-qrQuiet, y-qrQuiet) {
				v = 0
			}
			img.SetGray(x, y, color.Gray{v})
		}
	}
	return ebiten.NewImageFromImage(img)
}

// DrawQR draws a QR code image (see qrCode) centred in r on a white
// ground, every module a whole number of device pixels, so that its edges
// stay sharp for a camera.
func DrawQR(dst, img *ebiten.Image, r Rect) {
	r = r.Snapped()
	FillRoundRect(dst, r, 0, color.White)
	n := float64(img.Bounds().Dx())
	k := max(1, math.Floor(min(r.W, r.H)/n))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(math.Round(r.X+(r.W-k*n)/2), math.Round(r.Y+(r.H-k*n)/2))
	dst.DrawImage(img, op)
}
