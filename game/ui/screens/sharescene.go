package screens

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/share"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/maptable"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/picture"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// LinkPrefix starts the fragment of a link that carries a whole game.
const LinkPrefix = "#game="

// ShareScene offers a game to take elsewhere: a link that opens it on any
// device for replay, a picture of the position, a replay video, the
// record as text, or as a file. The link shows in a
// text box too, to copy by hand where the clipboard is refused.
type ShareScene struct {
	a                 scene.Host
	back              scene.Scene
	rec               game.Record
	Link              string
	Box               *kit.TextBox
	copyLink, copyRec *kit.Button
	download, backB   *kit.Button
	wide, square      *kit.Button // pictures (sharepicture.go)
	video             *kit.Button // the replay video (sharevideo.go)
	filming           *filming    // the video being recorded, if any
	info              string
	page              boxPage
}

func NewShareScene(a scene.Host, back scene.Scene, rec game.Record) *ShareScene {
	s := &ShareScene{a: a, back: back, rec: rec, Box: kit.NewTextBox(true, kit.Tr("share.box"))}
	s.info = kit.Tr("share.help")
	if code, err := share.Encode(rec); err == nil {
		s.Link = kit.PageURL() + LinkPrefix + code
	}
	s.Box.SetText(s.Link)
	s.copyLink = &kit.Button{Label: kit.Tr("common.copy-link"), Primary: true, Action: func() { s.copy(s.Link, kit.Tr("share.copied-link")) }}
	s.copyRec = kit.Act("share.copy-record", func() { s.copy(s.recordText(), kit.Tr("share.copied-record")) })
	s.download = kit.Act("share.download", func() {
		kit.DownloadText(fmt.Sprintf("pentarchy-%s.json", rec.Game), s.recordText())
		s.info = kit.Tr("share.downloaded")
	})
	s.backB = kit.BackAct("common.back", func() { a.Show(back) })
	s.wide, s.square = s.pictureButton("share.picture", picture.Wide), s.pictureButton("share.square", picture.Square)
	s.video = s.videoButton()
	return s
}

// recordText is the record as indented JSON, as the referee reads it.
func (s *ShareScene) recordText() string {
	text, _ := json.MarshalIndent(s.rec, "", "  ")
	return string(text) + "\n"
}

// copy puts text on the clipboard, saying done when that worked.
func (s *ShareScene) copy(text, done string) {
	kit.CopyText(text, func(ok bool) {
		if ok {
			s.info = done
		} else {
			s.info = kit.Tr("share.copy-refused")
		}
		s.a.Redraw()
	})
}

func (s *ShareScene) Name() string { return "share" }

func (s *ShareScene) Tap(x, y float64) {}

func (s *ShareScene) Close() {
	s.Box.Remove()
	s.cancelVideo()
}

func (s *ShareScene) Buttons() []*kit.Button {
	return []*kit.Button{s.copyLink, s.wide, s.square, s.video, s.copyRec, s.download, s.backB}
}

func (s *ShareScene) Layout(v kit.View) {
	s.page.layout(v, v.Px(kit.TextBody*1.3*3), v.Px(96), s.Box, s.Buttons(), 1) // the two pictures side by side
}

func (s *ShareScene) Draw(dst *ebiten.Image) {
	s.page.draw(dst, s.a.Fonts(), kit.Tr("share.title"), s.info, s.Buttons())
}

func (s *ShareScene) Describe(snap *scene.Snapshot) { snap.Status = s.info }

// readGame reads a game a player brings: a game link, the text after
// "#game=" alone, or a record's JSON. It replays the record through its
// ruleset; the error says what is wrong in words a player can act on.
func readGame(text string) (game.Record, game.Ruleset, error) {
	text = strings.TrimSpace(text)
	var rec game.Record
	var err error
	switch {
	case text == "":
		return rec, nil, errors.New(kit.Tr("open.empty"))
	case strings.HasPrefix(text, "{"):
		rec, err = game.ParseRecord([]byte(text))
	default:
		if _, after, ok := strings.Cut(text, LinkPrefix); ok {
			text = after
		}
		rec, err = share.Decode(text)
	}
	if err != nil {
		return rec, nil, err
	}
	r, ok := registry.Find(rec.Game)
	if !ok {
		return rec, nil, errors.New(kit.Tr("open.unknown-game", rec.Game))
	}
	if _, err := game.Replay(r, rec, nil); err != nil {
		return rec, nil, errors.New(kit.Tr("open.no-replay", err))
	}
	return rec, r, nil
}

// ReplayGame shows a game brought from elsewhere at its start, with its
// moves list open, everyone playing by hand on this device.
func ReplayGame(a scene.Host, r game.Ruleset, rec game.Record) error {
	if rec.Steps == nil {
		rec.Steps = []string{}
	}
	s, err := play.ResumePlayScene(a, r, rec, nil)
	if err != nil {
		return err
	}
	a.Show(s)
	s.OpenMoves()
	s.ShowAt(0)
	return nil
}

// OpenLink opens the game a link to the page carries in its fragment, if
// any; a damaged link leaves the menu up, saying why.
func OpenLink(a scene.Host, fragment string) {
	if code, ok := strings.CutPrefix(fragment, netui.JoinPrefix); ok {
		a.Show(online.NewJoinScene(a, code))
		return
	}
	if code, ok := strings.CutPrefix(fragment, maptable.LinkPrefix); ok {
		openMapLink(a, code)
		return
	}
	if !strings.HasPrefix(fragment, LinkPrefix) {
		return
	}
	rec, r, err := readGame(fragment)
	if err == nil {
		err = ReplayGame(a, r, rec)
	}
	if err != nil {
		m := NewMenuScene(a)
		m.notice = kit.Tr("open.link-failed", err)
		a.Show(m)
	}
}

// openMapLink shows the map a link carries on the map table, on the way
// to the new-game screen; a damaged link leaves the menu up, saying why.
func openMapLink(a scene.Host, code string) {
	mapText, err := maptable.ReadLink(code)
	if err == nil {
		ng := NewNewGameScene(a, maptable.Rules())
		var table scene.Scene
		if table, err = maptable.Open(a, ng, ng.chosen, mapText, ng.useMap); err == nil {
			a.Show(table)
			return
		}
	}
	m := NewMenuScene(a)
	m.notice = kit.Tr("open.link-failed", err)
	a.Show(m)
}
