//go:build !js

package browsertest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"math"
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

// TestVideoInPage records the replay video of a short game of every kind,
// opened from a link, through a stubbed share sheet, and plays it in a
// <video> element: it is a video of 1280×720 named for the game and the
// day; it lasts a step's 0.6 s a step shown and 2 s more (Source of
// Power: a turn at a time, each resolution played back, so more); its
// first frame is the game's start and its last the final position, as
// the share screen's pictures show them (whose board is the page's,
// TestPictureInPage): at every cell the game's steps name, the average
// colour round the cell's centre (a fifth of the cells' spacing each way)
// is within 40 of the picture's in each channel (the video is compressed,
// and the two boards are drawn at different sizes).
func TestVideoInPage(t *testing.T) {
	url, player := Serve(t, Dist(t)), videoPlayer(t)
	for _, id := range []string{"phalanx", "patriarchs", "parry", "conquid", "source-of-power"} {
		steps := 10
		if id == "source-of-power" {
			steps = 24 // a few turns
		}
		rec := wholeTurns(t, typicalGame(t, id, steps))
		p := Open(t, "about:blank", Screen{Width: 1280, Height: 800}, Shots(t))
		p.WatchCSP()
		final := sharedPicture(t, p, url, rec)
		began := time.Now()
		p.Click("Replay video")
		p.WaitFor("the video shared", "!!window.shared")
		took := time.Since(began)
		got := Eval[sharedFile](p, "window.shared")
		if !regexp.MustCompile(`^pentarchy-`+id+`-\d{4}-\d\d-\d\d\.(webm|mp4)$`).MatchString(got.Name) || !regexp.MustCompile(`^video/`).MatchString(got.Type) || len(got.Text) < 40 {
			t.Errorf("%s: shared %q of type %q with the words %q", id, got.Name, got.Type, got.Text)
		}
		p.WaitFor("the share screen's word", `window.pentarchy.status() === "Video shared."`)
		start := sharedPicture(t, p, url, game.Record{Game: id, Options: rec.Options})
		p.CheckCSP()
		data, _ := base64.StdEncoding.DecodeString(got.Data)
		keep(t, p, "video-"+got.Name, data)
		v := player.play(t, data)
		t.Logf("%s: %d steps, %d KB %s, %.2f s long, made in %.1f s", id, len(rec.Steps), len(data)>>10, got.Type, v.Duration, took.Seconds())
		checkDuration(t, id, rec, v.Duration)
		for i, frame := range [][]byte{v.First, v.Middle, v.Last} {
			keep(t, p, fmt.Sprintf("video-%s-frame-%d.png", id, i+1), frame)
		}
		names := cellsOf(rec)
		sameCells(t, id+" first frame", names, game.Record{Game: id, Options: rec.Options}, start, v.First)
		sameCells(t, id+" last frame", names, rec, final, v.Last)
	}
}

// sharedPicture opens rec by its link in p, at its start, shares the wide
// picture of it (its final position) through the stubbed share sheet, and
// returns it; the share screen stays open.
func sharedPicture(t *testing.T, p *Page, url string, rec game.Record) []byte {
	t.Helper()
	code, err := share.Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	p.Navigate("about:blank") // a new fragment alone loads nothing
	p.Navigate(url + "#game=" + code)
	p.WaitScene("play")
	Eval[bool](p, stubShare)
	p.Click("Share")
	p.WaitScene("share")
	p.Click("Picture")
	p.WaitFor("the picture shared", "!!window.shared")
	data, _ := base64.StdEncoding.DecodeString(Eval[sharedFile](p, "window.shared").Data)
	Eval[bool](p, "(window.shared = null, true)")
	return data
}

// TestVideoOtherEngines records a replay video in Firefox, which records
// WebM, and plays it in Chromium: it lasts as long as its steps say.
// WebKitGTK says it records MP4 but, without an H.264 encoder (as here),
// records nothing: the page finds that out as it loads and offers no
// video; where it does record, its video is checked as Firefox's.
func TestVideoOtherEngines(t *testing.T) {
	rec := typicalGame(t, "phalanx", 6)
	code, err := share.Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	link := Serve(t, Dist(t)) + "#game=" + code
	t.Run("firefox", func(t *testing.T) { recordIn(t, OpenFirefox(t, link, Shots(t)), rec, true) })
	t.Run("webkit", func(t *testing.T) { recordIn(t, OpenWebKit(t, link, Shots(t)), rec, false) })
}

// recordIn records the video of rec, open in e, and plays it in Chromium;
// unless must, a browser may record none, and then offers none.
func recordIn(t *testing.T, e Engine, rec game.Record, must bool) {
	waitScene(e, "play")
	var ok bool
	e.Value(stubShare, &ok)
	clickLabel(e, "Share")
	waitScene(e, "share")
	var videoType string
	e.Value("pentarchyShell.videoType", &videoType)
	if videoType == "" && !must {
		var offered bool
		e.Value(`window.pentarchy.buttons().some(b => b.label === "Replay video")`, &offered)
		if offered {
			t.Error("the browser records no video, yet the page offers one")
		}
		t.Log("this browser records no video")
		return
	}
	clickLabel(e, "Replay video")
	e.WaitFor("the video shared", "!!window.shared")
	var got sharedFile
	e.Value("window.shared", &got)
	data, _ := base64.StdEncoding.DecodeString(got.Data)
	v := videoPlayer(t).play(t, data)
	t.Logf("%s: %q, %s, %d KB, %.2f s long", videoType, got.Name, got.Type, len(data)>>10, v.Duration)
	checkDuration(t, "phalanx", rec, v.Duration)
}

// TestVideoNotRecorded opens the share screen in a browser without
// MediaRecorder: the page knows it records no video and offers no video
// to make (the button's words, which say so, are game/ui/screens' test).
func TestVideoNotRecorded(t *testing.T) {
	code, err := share.Encode(typicalGame(t, "phalanx", 4))
	if err != nil {
		t.Fatal(err)
	}
	p := Open(t, "about:blank", Screen{Width: 360, Height: 740}, Shots(t))
	p.BeforeLoad("delete window.MediaRecorder")
	p.Navigate(Serve(t, Dist(t)) + "#game=" + code)
	p.WaitScene("play")
	p.Click("Share")
	p.WaitScene("share")
	if Eval[string](p, "pentarchyShell.videoType") != "" || p.HasButton("Replay video") {
		t.Errorf("a browser without MediaRecorder offers the replay video: %v", p.Buttons())
	}
	p.Screenshot("video-not-recorded")
}

// wholeTurns cuts a record of a game of orders (Source of Power) after
// its last resolved turn, where the page's moves list ends (a turn's
// orders stay hidden until it resolves); other records it leaves whole.
func wholeTurns(t *testing.T, rec game.Record) game.Record {
	r, _ := registry.Find(rec.Game)
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	orders, ok := pos.(game.Orders)
	if !ok {
		return rec
	}
	resolved, turn := 0, orders.Turn()
	for i, step := range rec.Steps {
		if err := game.Play(pos, step); err != nil {
			t.Fatal(err)
		}
		if orders.Turn() != turn || pos.Result().Over {
			resolved, turn = i+1, orders.Turn()
		}
	}
	rec.Steps = rec.Steps[:resolved]
	return rec
}

// checkDuration checks that a video of rec lasts a step's time a step
// shown (a turn's, in Source of Power, plus the playbacks) and the final
// hold, within a second over.
func checkDuration(t *testing.T, id string, rec game.Record, got float64) {
	t.Helper()
	shown, most := len(rec.Steps), 0.0
	if id == "source-of-power" {
		shown = turnsOf(t, rec)
		most = 4 * float64(shown) // a resolution's playback
	}
	want := (time.Duration(shown)*picture.StepTime + picture.HoldTime).Seconds()
	if got < want-0.3 || got > want+most+1 {
		t.Errorf("%s: the video lasts %.2f s; %d steps shown want %.2f s (up to %.1f s more)", id, got, shown, want, most+1)
	}
}

// turnsOf counts the turns a record of a game of orders resolves.
func turnsOf(t *testing.T, rec game.Record) int {
	r, _ := registry.Find(rec.Game)
	start, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	end, err := game.Replay(r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return end.(game.Orders).Turn() - start.(game.Orders).Turn()
}

// cellNames finds the cells steps name: "d4", "3,0", "-3,0".
var cellNames = regexp.MustCompile(`[a-z]\d+|(?:^|[^\d,])(-?\d+,-?\d+)`)

// cellsOf lists the cells the steps of rec name, once each.
func cellsOf(rec game.Record) []string {
	seen := map[string]bool{}
	var names []string
	for _, step := range rec.Steps {
		for _, m := range cellNames.FindAllStringSubmatch(step, -1) {
			name := m[0]
			if m[1] != "" {
				name = m[1]
			}
			if !seen[name] {
				seen[name] = true
				names = append(names, name)
			}
		}
	}
	return names
}

// cellsAt is where cells are in a picture, by name.
type cellsAt func(name string) (x, y float64, ok bool)

// cellsIn is where a picture of size shows the cells, with the position
// after rec's steps.
func cellsIn(t *testing.T, rec game.Record, size image.Point) cellsAt {
	t.Helper()
	g, _ := games.Find(rec.Game)
	r, _ := registry.Find(rec.Game)
	pos, err := game.Replay(r, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	view := g.NewView()
	picture.Lay(view, pos, size)
	view.Status(pos) // a view may learn its board from the position
	return view.Cells()
}

// sameCells compares a video frame with the wide picture of the position
// after rec's steps, both PNGs, round every named cell.
func sameCells(t *testing.T, what string, names []string, rec game.Record, picturePNG, framePNG []byte) {
	t.Helper()
	pic, frame := decodePNG(t, picturePNG, picture.Wide), decodePNG(t, framePNG, picture.Video)
	picAt, frameAt := cellsIn(t, rec, picture.Wide), cellsIn(t, rec, picture.Video)
	rPic, rFrame := 0.4*spacing(names, picAt), 0.4*spacing(names, frameAt)
	differ, most := 0, 0.0
	for _, name := range names {
		x, y, ok := frameAt(name)
		px, py, _ := picAt(name)
		if !ok {
			t.Fatalf("%s: cell %s is not in the frame", what, name)
		}
		a, b := meanBox(frame, x, y, rFrame), meanBox(pic, px, py, rPic)
		for i := range a {
			most = max(most, math.Abs(a[i]-b[i]))
			if math.Abs(a[i]-b[i]) > 40 {
				t.Errorf("%s: round %s the video has colour %.0f, the picture %.0f", what, name, a, b)
				differ++
				break
			}
		}
	}
	if len(names) < 4 || differ > 0 {
		t.Errorf("%s: %d of %d cells differ", what, differ, len(names))
	}
	t.Logf("%s: %d cells, colours differ by %.0f at most", what, len(names), most)
}

// decodePNG decodes a PNG of the size.
func decodePNG(t *testing.T, data []byte, size image.Point) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Size() != size {
		t.Fatalf("%v, size %v, want %v", err, sizeOf(img), size)
	}
	return img
}

// spacing is the least distance between two of the named cells.
func spacing(names []string, at cellsAt) float64 {
	least := math.Inf(1)
	for i, a := range names {
		ax, ay, _ := at(a)
		for _, b := range names[i+1:] {
			bx, by, _ := at(b)
			least = min(least, math.Hypot(ax-bx, ay-by))
		}
	}
	return least
}

// meanBox is the average colour (0–255 a channel) of the square of pixels
// r round (x, y).
func meanBox(img image.Image, x, y, r float64) [3]float64 {
	var sum [3]float64
	n := 0.0
	for py := int(y - r); py <= int(y+r); py++ {
		for px := int(x - r); px <= int(x+r); px++ {
			cr, cg, cb, _ := img.At(px, py).RGBA()
			sum[0], sum[1], sum[2] = sum[0]+float64(cr>>8), sum[1]+float64(cg>>8), sum[2]+float64(cb>>8)
			n++
		}
	}
	return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
}

// player is a page with a <video> element, served with no policy of the
// game's page (whose Content-Security-Policy loads no media), that plays
// the videos the tests make.
type player struct {
	dir string
	p   *Page
}

// videoPlayer opens a player.
func videoPlayer(t *testing.T) *player {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<!doctype html><video muted playsinline></video>`), 0o644); err != nil {
		t.Fatal(err)
	}
	url := Serve(t, dir)
	return &player{dir: dir, p: Open(t, url, Screen{Width: 400, Height: 300}, Shots(t))}
}

// played is what a player saw of a video: its length in seconds, and its
// first frame, one from the middle and the last, as PNGs.
type played struct {
	Duration            float64
	First, Middle, Last []byte
}

// watch loads the clip into the <video> element, finds its length (a
// recorder's WebM may not say it until the end was sought) and takes
// three frames.
const watch = `(async () => {
	const v = document.querySelector("video");
	await new Promise((ok, no) => {
		v.onloadeddata = ok;
		v.onerror = () => no(new Error("the video does not load: error " + (v.error && v.error.code)));
		v.src = "clip?" + Date.now();
	});
	const seek = (t) => new Promise((ok) => { v.onseeked = ok; v.currentTime = t; });
	if (!isFinite(v.duration)) await seek(1e6);
	const duration = v.duration;
	const grab = () => {
		const c = document.createElement("canvas");
		c.width = v.videoWidth;
		c.height = v.videoHeight;
		c.getContext("2d").drawImage(v, 0, 0);
		return c.toDataURL("image/png").slice("data:image/png;base64,".length);
	};
	await seek(0);
	const first = grab();
	await seek(duration / 2);
	const middle = grab();
	await seek(Math.max(0, duration - 0.05));
	return {duration, first, middle, last: grab()};
})()`

// play plays the video data and returns what it saw.
func (pl *player) play(t *testing.T, data []byte) played {
	t.Helper()
	if err := os.WriteFile(filepath.Join(pl.dir, "clip"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	got := Await[struct {
		Duration            float64
		First, Middle, Last string
	}](pl.p, watch)
	var v played
	v.Duration = got.Duration
	for _, f := range []struct {
		b64 string
		to  *[]byte
	}{{got.First, &v.First}, {got.Middle, &v.Middle}, {got.Last, &v.Last}} {
		b, err := base64.StdEncoding.DecodeString(f.b64)
		if err != nil {
			t.Fatal(err)
		}
		*f.to = b
	}
	return v
}
