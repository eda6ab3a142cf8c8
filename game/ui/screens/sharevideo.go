package screens

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/registry"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/picture"
)

// The share screen's replay video: the game filmed from its start
// (game/ui/picture's Film), frame by frame as the page draws it, recorded
// by the browser in real time and offered as the pictures are.

// filming is a replay video being recorded.
type filming struct {
	film  *picture.Film
	video *kit.Video
	frame *ebiten.Image
	pix   []byte // the frame read back
	alt   string // the final position's description
}

// videoButton records the replay; where the browser records no video, it
// says so and does nothing.
func (s *ShareScene) videoButton() *kit.Button {
	if !kit.CanRecordVideo() {
		return &kit.Button{Label: kit.Tr("share.video-none"), Disabled: true}
	}
	return kit.Act("share.video", s.startVideo)
}

// startVideo starts filming the game and recording the video.
func (s *ShareScene) startVideo() {
	r, ok := registry.Find(s.rec.Game)
	g, found := games.Find(s.rec.Game)
	if !ok || !found || s.filming != nil {
		return
	}
	view := g.NewView()
	film, err := picture.NewFilm(view, r, s.rec, kit.GameName(r))
	video := kit.StartVideo(picture.Video.X, picture.Video.Y)
	if err != nil || video == nil {
		s.info = kit.Tr("share.video-failed")
		return
	}
	size := picture.Video
	s.filming = &filming{film: film, video: video, frame: ebiten.NewImage(size.X, size.Y), pix: make([]byte, 4*size.X*size.Y), alt: s.altText(r, g, view)}
	s.video.Disabled = true
	s.Tick()
}

// Tick films the next frame when it is due, and offers the video once the
// film has ended.
func (s *ShareScene) Tick() bool {
	f := s.filming
	if f == nil {
		return false
	}
	drew, over := f.film.Frame(f.frame, s.a.Fonts(), time.Now())
	if drew {
		f.frame.ReadPixels(f.pix)
		f.video.Frame(f.pix)
		s.info = kit.Tr("share.video-making", f.film.Shown(), len(s.rec.Steps))
	}
	if over {
		s.endFilming()
		s.info = kit.Tr("share.video-offering")
		f.video.Finish(s.fileName(), f.alt, func(how string) {
			s.info = kit.Tr(sharedWords(how, true))
			s.a.Redraw()
		})
	}
	return drew || over
}

// Busy tells whether a video is being recorded, which needs every tick.
func (s *ShareScene) Busy() bool { return s.filming != nil }

// endFilming lets the film go; the video is the caller's.
func (s *ShareScene) endFilming() {
	s.filming.frame.Deallocate()
	s.filming = nil
	s.video.Disabled = false
}

// cancelVideo ends a video being recorded, keeping nothing.
func (s *ShareScene) cancelVideo() {
	if s.filming != nil {
		s.filming.video.Cancel()
		s.endFilming()
	}
}
