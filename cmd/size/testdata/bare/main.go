// Command bare is the yardstick for the page's size: the smallest page
// that does what every page of this stack does. It draws one line with
// text/v2's GoTextFace and Go Regular, as Ebitengine's own examples do, and
// opens a pion data channel; nothing else. cmd/size builds it the way the
// page is built and compares the two.
package main

import (
	"bytes"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/pion/webrtc/v4"
	"golang.org/x/image/font/gofont/goregular"
)

type page struct {
	face *text.GoTextFace
	line string
}

func (p *page) Update() error { return nil }

func (p *page) Draw(screen *ebiten.Image) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(20, 20)
	text.Draw(screen, p.line, p.face, op)
}

func (p *page) Layout(w, h int) (int, int) { return w, h }

func main() {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		log.Fatal(err)
	}
	p := &page{face: &text.GoTextFace{Source: src, Size: 24}, line: "A bare page"}
	pc, err := webrtc.NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		log.Fatal(err)
	}
	dc, err := pc.CreateDataChannel("bare", nil)
	if err != nil {
		log.Fatal(err)
	}
	dc.OnOpen(func() { p.line = "A bare page, connected" })
	if err := ebiten.RunGame(p); err != nil {
		log.Fatal(err)
	}
}
