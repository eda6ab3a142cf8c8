//go:build !js

package browsertest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/share"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/picture"
)

// stubShare stands in for a phone's share sheet: it keeps what the page
// shares, the file's bytes in base64.
const stubShare = `(() => {
	navigator.canShare = d => !!(d && d.files && d.files.length);
	navigator.share = async d => {
		const f = d.files[0], b = new Uint8Array(await f.arrayBuffer());
		let s = "";
		for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
		window.shared = {name: f.name, type: f.type, text: d.text, data: btoa(s)};
	};
	return true;
})()`

// sharedFile is what the stubbed share sheet kept: Data is the file's
// bytes in base64.
type sharedFile struct {
	Name, Type, Text, Data string
}

// TestPictureInPage makes the share screen's two pictures of a game of
// every kind, opened from a link, through a stubbed share sheet: each is a
// PNG of its size, named for the game and the day, with the screen-reader
// mode's description of the position beside it, and nothing but the
// page's background in its corner. In Phalanx the wide
// picture's board is the page's: at the centre of every point of the
// board, the average colour of a 5×5 patch is within 48 of the page's
// screenshot in each channel (the two are drawn at different scales, so
// lines and edges differ by a pixel; a stone, a missing stone or a wrong
// colour differs by far more).
func TestPictureInPage(t *testing.T) {
	url := Serve(t, Dist(t))
	for _, id := range []string{"phalanx", "patriarchs", "parry", "conquid", "source-of-power"} {
		rec := typicalGame(t, id, 40)
		code, err := share.Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		p := Open(t, url+"#game="+code, Screen{Width: 1280, Height: 800}, Shots(t))
		p.WaitScene("play") // a shared game opens at its start, the moves list open
		p.Click("►|")
		p.WaitFor("the last position", `!window.pentarchy.buttons().some(b => b.label === "►|")`)
		page := decodePNGFile(t, p.Screenshot("picture-page-"+id))
		centres := map[string]image.Point{} // Phalanx's points on the page, device pixels at scale 1
		for f := 'a'; id == "phalanx" && f <= 'i'; f++ {
			for r := 1; r <= 9; r++ {
				name := fmt.Sprintf("%c%d", f, r)
				x, y := p.CellCenter(name)
				centres[name] = image.Pt(int(x), int(y))
			}
		}
		Eval[bool](p, stubShare)
		p.Click("Share")
		p.WaitScene("share")
		for _, c := range []struct {
			label string
			size  image.Point
		}{{"Picture", picture.Wide}, {"Square picture", picture.Square}} {
			Eval[bool](p, "(window.shared = null, true)")
			began := time.Now()
			p.Click(c.label)
			p.WaitFor("the picture shared", "!!window.shared")
			took := time.Since(began) // to within the 50 ms a poll waits
			got := Eval[sharedFile](p, "window.shared")
			if !regexp.MustCompile(`^pentarchy-`+id+`-\d{4}-\d\d-\d\d\.png$`).MatchString(got.Name) || got.Type != "image/png" || len(got.Text) < 40 {
				t.Errorf("%s %s: shared %q of type %q with the words %q", id, c.label, got.Name, got.Type, got.Text)
			}
			data, _ := base64.StdEncoding.DecodeString(got.Data)
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil || img.Bounds().Size() != c.size {
				t.Fatalf("%s %s: %v, size %v, want %v", id, c.label, err, sizeOf(img), c.size)
			}
			keep(t, p, fmt.Sprintf("picture-%s-%dx%d.png", id, c.size.X, c.size.Y), data)
			if a, b := patch(img, 8, 8), patch(page, 8, 8); a != b { // nothing stray in the corner
				t.Errorf("%s %s: the corner has colour %v, the page's background %v", id, c.label, a, b)
			}
			t.Logf("%s %s: %d KB, shared %.2f s after the click; description %q", id, c.label, len(data)>>10, took.Seconds(), got.Text)
			if id == "phalanx" && c.size == picture.Wide {
				sameBoard(t, rec, centres, page, img)
			}
		}
		p.WaitFor("the share screen's word", `window.pentarchy.status() === "Picture shared."`)
	}
}

// sameBoard compares the picture's board with the page's screenshot at
// the centre of every point of Phalanx's board (centres, on the page).
func sameBoard(t *testing.T, rec game.Record, centres map[string]image.Point, page, pic image.Image) {
	t.Helper()
	g, _ := games.Find("phalanx")
	r, _ := registry.Find("phalanx")
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	view := g.NewView()
	picture.Lay(view, pos, pic.Bounds().Size())
	at := view.Cells()
	differ := 0
	pagePitch := float64(centres["b1"].X - centres["a1"].X)
	for name, q := range centres {
		x, y, ok := at(name)
		if !ok {
			t.Fatalf("point %s is not in the picture", name)
		}
		// A quarter of a point's pitch off its centre: inside a stone, or
		// in the board's colour away from its lines, which are drawn
		// thicker in the picture.
		a, b := patch(pic, x+pitch(at)/4, y-pitch(at)/4), patch(page, float64(q.X)+pagePitch/4, float64(q.Y)-pagePitch/4)
		for i := range a {
			if d := a[i] - b[i]; d > 48 || d < -48 {
				t.Errorf("point %s: the picture has colour %v, the page %v", name, a, b)
				differ++
				break
			}
		}
	}
	if len(centres) != 81 || differ > 0 {
		t.Errorf("%d of %d points of the board differ", differ, len(centres))
	}
}

// pitch is the distance between two neighbouring points.
func pitch(at func(string) (float64, float64, bool)) float64 {
	ax, _, _ := at("a1")
	bx, _, _ := at("b1")
	return bx - ax
}

// patch is the average colour (0–255 a channel) of the 5×5 pixels round
// (x, y).
func patch(img image.Image, x, y float64) [3]int {
	var sum [3]int
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			r, g, b, _ := img.At(int(x)+dx, int(y)+dy).RGBA()
			sum[0], sum[1], sum[2] = sum[0]+int(r>>8), sum[1]+int(g>>8), sum[2]+int(b>>8)
		}
	}
	return [3]int{sum[0] / 25, sum[1] / 25, sum[2] / 25}
}

func sizeOf(img image.Image) image.Point {
	if img == nil {
		return image.Point{}
	}
	return img.Bounds().Size()
}

// decodePNGFile reads the PNG picture at path.
func decodePNGFile(t *testing.T, path string) image.Image {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// keep writes data into the screenshot directory as name.
func keep(t *testing.T, p *Page, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(p.shots, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}
