package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/share"
)

// linkPrefix starts the fragment of a link that carries a whole game.
const linkPrefix = "#game="

// shareScene offers a game to take elsewhere: a link that opens it on any
// device for replay, the record as text, or as a file. The link shows in a
// text box too, to copy by hand where the clipboard is refused.
type shareScene struct {
	a                 *App
	v                 view
	back              scene
	rec               game.Record
	link              string
	box               *textBox
	copyLink, copyRec *button
	download, backB   *button
	info              string
	titleY            float64
	infoR             rect
}

func newShareScene(a *App, back scene, rec game.Record) *shareScene {
	s := &shareScene{a: a, back: back, rec: rec, box: newTextBox(true, tr("share.box"))}
	s.info = tr("share.help")
	if code, err := share.Encode(rec); err == nil {
		s.link = pageURL() + linkPrefix + code
	}
	s.box.setText(s.link)
	s.copyLink = &button{label: tr("common.copy-link"), primary: true, action: func() { s.copy(s.link, tr("share.copied-link")) }}
	s.copyRec = &button{label: tr("share.copy-record"), action: func() { s.copy(s.recordText(), tr("share.copied-record")) }}
	s.download = &button{label: tr("share.download"), action: func() {
		downloadText(fmt.Sprintf("pentarchy-%s.json", rec.Game), s.recordText())
		s.info = tr("share.downloaded")
	}}
	s.backB = &button{label: tr("common.back"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(back) }}
	return s
}

// recordText is the record as indented JSON, as the referee reads it.
func (s *shareScene) recordText() string {
	text, _ := json.MarshalIndent(s.rec, "", "  ")
	return string(text) + "\n"
}

// copy puts text on the clipboard, saying done when that worked.
func (s *shareScene) copy(text, done string) {
	copyText(text, func(ok bool) {
		if ok {
			s.info = done
		} else {
			s.info = tr("share.copy-refused")
		}
		s.a.dirty = true
	})
}

func (s *shareScene) name() string { return "share" }

func (s *shareScene) tap(x, y float64) {}

func (s *shareScene) close() { s.box.remove() }

func (s *shareScene) buttons() []*button {
	return []*button{s.copyLink, s.copyRec, s.download, s.backB}
}

func (s *shareScene) layout(v view) {
	s.v = v
	col := v.column(480)
	bh, g := v.px(buttonH), v.px(gap)
	y := col.y + v.px(textHeading*1.3) + g
	s.titleY = col.y
	s.infoR = rect{col.x, y, col.w, v.px(textBody * 1.3 * 3)}
	y += s.infoR.h + g
	box := rect{col.x, y, col.w, v.px(96)}
	s.box.place(box, v)
	y += box.h + g
	for _, b := range s.buttons() {
		b.r = rect{col.x, y, col.w, bh}
		y += bh + g
	}
}

func (s *shareScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, tr("share.title"), f.face(bold, v.px(textHeading)), v.w/2, s.titleY, text.AlignCenter, text.AlignStart, th.text)
	drawParagraph(dst, s.info, f.face(regular, v.px(textBody)), s.infoR, th.muted)
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *shareScene) describe(snap *snapshot) { snap.status = s.info }

// readGame reads a game a player brings: a game link, the text after
// "#game=" alone, or a record's JSON. It replays the record through its
// ruleset; the error says what is wrong in words a player can act on.
func readGame(text string) (game.Record, game.Ruleset, error) {
	text = strings.TrimSpace(text)
	var rec game.Record
	var err error
	switch {
	case text == "":
		return rec, nil, errors.New(tr("open.empty"))
	case strings.HasPrefix(text, "{"):
		rec, err = game.ParseRecord([]byte(text))
	default:
		if _, after, ok := strings.Cut(text, linkPrefix); ok {
			text = after
		}
		rec, err = share.Decode(text)
	}
	if err != nil {
		return rec, nil, err
	}
	r, ok := registry.Find(rec.Game)
	if !ok {
		return rec, nil, errors.New(tr("open.unknown-game", rec.Game))
	}
	if _, err := game.Replay(r, rec, nil); err != nil {
		return rec, nil, errors.New(tr("open.no-replay", err))
	}
	return rec, r, nil
}

// replayGame shows a game brought from elsewhere at its start, with its
// moves list open, everyone playing by hand on this device.
func (a *App) replayGame(r game.Ruleset, rec game.Record) error {
	if rec.Steps == nil {
		rec.Steps = []string{}
	}
	s, err := resumePlayScene(a, r, rec, nil)
	if err != nil {
		return err
	}
	a.show(s)
	s.openMoves()
	s.showAt(0)
	return nil
}

// openLink opens the game a link to the page carries in its fragment, if
// any; a damaged link leaves the menu up, saying why.
func (a *App) openLink(fragment string) {
	if code, ok := strings.CutPrefix(fragment, joinPrefix); ok {
		a.show(newJoinScene(a, code))
		return
	}
	if !strings.HasPrefix(fragment, linkPrefix) {
		return
	}
	rec, r, err := readGame(fragment)
	if err == nil {
		err = a.replayGame(r, rec)
	}
	if err != nil {
		m := newMenuScene(a)
		m.notice = tr("open.link-failed", err)
		a.show(m)
	}
}
