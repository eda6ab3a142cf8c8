package screens

import (
	"errors"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/picture"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/speech"
)

// The share screen's pictures (game/ui/picture): the position shared as a
// PNG, wide or square, offered through the system's share sheet or as a
// download, with its description (the screen-reader mode's words) to
// paste beside it.

// errNoGame is why there is no picture of a game this page does not play.
var errNoGame = errors.New("no board view for the game")

// pictureButton makes the picture of the position at size.
func (s *ShareScene) pictureButton(key string, size image.Point) *kit.Button {
	return kit.Act(key, func() {
		if err := s.sharePicture(size); err != nil {
			s.info = kit.Tr("share.picture-failed")
		}
	})
}

// sharePicture draws the picture, reads it back and hands it to the
// browser to encode and offer.
func (s *ShareScene) sharePicture(size image.Point) error {
	r, ok := registry.Find(s.rec.Game)
	g, found := games.Find(s.rec.Game)
	if !ok || !found {
		return errNoGame
	}
	img := ebiten.NewImage(size.X, size.Y)
	defer img.Deallocate()
	view := g.NewView()
	if err := picture.Draw(img, s.a.Fonts(), view, r, s.rec, kit.GameName(r), s.total()); err != nil {
		return err
	}
	pix := make([]byte, 4*size.X*size.Y)
	img.ReadPixels(pix)
	name := s.fileName() + ".png"
	s.info = kit.Tr("share.picture-making")
	kit.SharePicture(name, s.altText(r, g, view), pix, size.X, size.Y, func(how string) {
		s.info = kit.Tr(sharedWords(how, false))
		s.a.Redraw()
	})
	return nil
}

// fileName names a file of the game made today, without its extension:
// "pentarchy-phalanx-2026-11-28".
func (s *ShareScene) fileName() string {
	return "pentarchy-" + s.rec.Game + "-" + s.a.Now().Format(time.DateOnly)
}

// sharedWords is the key of the words for what became of a picture, or of
// a video.
func sharedWords(how string, video bool) string {
	words := [...][2]string{
		{"share.picture-failed", "share.video-failed"},
		{"share.picture-shared", "share.video-shared"},
		{"share.picture-cancelled", "share.picture-cancelled"},
		{"share.picture-saved-alt", "share.video-saved-alt"},
		{"share.picture-saved", "share.video-saved"},
	}
	i := 0
	switch how {
	case "shared":
		i = 1
	case "cancelled":
		i = 2
	case "saved-alt":
		i = 3
	case "saved":
		i = 4
	}
	if video {
		return words[i][1]
	}
	return words[i][0]
}

// total is how many steps the whole game has: the shared record's, or the
// game's it came from once that is over (never a turn's hidden orders).
func (s *ShareScene) total() int {
	if p, ok := s.back.(*play.PlayScene); ok && p.Over() {
		return max(len(p.Rec.Steps), len(s.rec.Steps))
	}
	return len(s.rec.Steps)
}

// altText describes the position as the screen-reader mode reads it: the
// status, then what is on the board.
func (s *ShareScene) altText(r game.Ruleset, g board.Game, view board.View) string {
	n := speech.NewNarrator(r, g.Reader, speech.Words{
		Text:   kit.Tr,
		Name:   view.PlayerName,
		Status: func(pos game.Position) string { return view.Status(pos).Text },
	})
	said := n.Follow(s.rec, func(int) bool { return false })
	cells := n.Answer(kit.Tr("speech.cmd.board"), nil).Say
	if len(said) > 0 {
		return said[len(said)-1] + " " + cells
	}
	return cells
}
