package ui

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// settingsScene shows the connection settings: the public STUN servers,
// each turned on or off with a tap, and an optional TURN server (address,
// user, password). Done keeps them on the device and goes back.
type settingsScene struct {
	a      *App
	v      view
	back   settingsParent
	set    netSettings
	stun   []*button // one per STUN server: tap to turn it on or off
	done   *button
	cancel *button
	turn   [3]*textBox // the TURN server's address, user and password
	warn   string

	headR, sayR, turnR rect
}

// settingsParent is the scene the settings go back to: it learns whether
// anything changed, since an invite made before uses the old servers.
type settingsParent interface {
	scene
	settingsClosed(changed bool)
}

func newSettingsScene(a *App, back settingsParent) *settingsScene {
	s := &settingsScene{a: a, back: back, set: a.loadSettings()}
	for i := range s.set.STUN {
		b := &button{}
		b.action = func() {
			s.set.STUN[i].On = !s.set.STUN[i].On
			s.relabel()
		}
		s.stun = append(s.stun, b)
	}
	for i, hint := range []string{tr("settings.turn-address"), tr("settings.turn-user"), tr("settings.turn-password")} {
		s.turn[i] = newTextBox(false, hint)
	}
	t := s.set.TURN
	for i, v := range []string{t.URL, t.User, t.Password} {
		s.turn[i].setText(v)
	}
	s.done = &button{label: tr("common.done"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.save}
	s.cancel = &button{label: tr("common.cancel"), keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { s.goBack(false) }}
	s.relabel()
	return s
}

// relabel says on each STUN server's button whether it is used.
func (s *settingsScene) relabel() {
	for i, st := range s.set.STUN {
		key := "settings.stun-off"
		if st.On {
			key = "settings.stun-on"
		}
		s.stun[i].label = tr(key, strings.TrimPrefix(st.URL, "stun:"))
	}
}

// save keeps the settings, if the TURN server's are whole, and goes back.
func (s *settingsScene) save() {
	s.set.TURN = turnServer{
		URL:      strings.TrimSpace(s.turn[0].text()),
		User:     strings.TrimSpace(s.turn[1].text()),
		Password: s.turn[2].text(),
	}
	if err := checkTURN(s.set.TURN); err != nil {
		s.warn = sentence(err.Error())
		return
	}
	changed := !slices.Equal(s.set.STUN, s.a.loadSettings().STUN) || s.set.TURN != s.a.loadSettings().TURN
	if err := s.a.saveSettings(s.set); err != nil {
		s.warn = sentence(err.Error())
		return
	}
	s.goBack(changed)
}

// goBack goes back to the scene that opened the settings.
func (s *settingsScene) goBack(changed bool) {
	s.a.show(s.back)
	s.back.settingsClosed(changed)
}

// close takes the text boxes off the page.
func (s *settingsScene) close() {
	for _, f := range s.turn {
		f.remove()
	}
}

func (s *settingsScene) name() string { return "settings" }

func (s *settingsScene) buttons() []*button {
	return append(slices.Clone(s.stun), s.done, s.cancel)
}

func (s *settingsScene) tap(x, y float64) {}

// layout stacks the STUN servers and the TURN server in one column, or
// puts them side by side on a wide, low screen.
func (s *settingsScene) layout(v view) {
	s.v = v
	g, bh, line := v.px(gap), v.px(buttonH), lineH(v, textBody)
	left := v.column(codeColumn)
	right := left
	if twoColumns(v) && v.h < v.px(600) {
		m := v.px(margin)
		w := min(v.px(codeColumn), (v.w-3*m)/2)
		left = rect{v.w/2 - w - m/2, m, w, v.h - 2*m}
		right = rect{v.w/2 + m/2, m, w, v.h - 2*m}
	}
	y := left.y
	s.headR = rect{left.x, y, left.w, lineH(v, textHeading)}
	y += s.headR.h + g/2
	face := s.a.fonts.face(regular, v.px(textBody))
	s.sayR = rect{left.x, y, left.w, line * float64(len(wrapText(tr("settings.say"), face, left.w)))}
	y += s.sayR.h + g
	for _, b := range s.stun {
		b.r = rect{left.x, y, left.w, bh}
		y += bh + g
	}
	if right != left {
		y = right.y
	}
	s.turnR = rect{right.x, y, right.w, line}
	y += line + g/3
	for _, f := range s.turn {
		f.place(rect{right.x, y, right.w, v.px(turnFieldH)}, v)
		y += v.px(turnFieldH) + g/2
	}
	row := rect{right.x, max(y+g/2, right.y+right.h-bh), right.w, bh}.row(g, 2, 1)
	s.done.r, s.cancel.r = row[0], row[1]
}

// turnFieldH is the height of a TURN server's text box, in CSS pixels.
const turnFieldH = 40

func (s *settingsScene) draw(dst *ebiten.Image) {
	f, v := s.a.fonts, s.v
	drawText(dst, tr("settings.title"), f.face(bold, v.px(textHeading)), s.headR.x, s.headR.y, text.AlignStart, text.AlignStart, th.text)
	if s.warn != "" {
		drawParagraph(dst, s.warn, f.face(bold, v.px(textBody)), s.sayR, th.warn)
	} else {
		drawParagraph(dst, tr("settings.say"), f.face(regular, v.px(textBody)), s.sayR, th.muted)
	}
	drawText(dst, tr("settings.turn"), f.face(bold, v.px(textBody)), s.turnR.x, s.turnR.y, text.AlignStart, text.AlignStart, th.text)
	for _, b := range s.buttons() {
		b.draw(dst, f, v)
	}
}

func (s *settingsScene) describe(snap *snapshot) {
	snap.status = strings.Join(s.set.stunOn(), " ")
	if s.warn != "" {
		snap.status = s.warn
	}
}
