package netui

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// SettingsScene shows the connection settings: the public STUN servers,
// each turned on or off with a tap, and an optional TURN server (address,
// user, password). Done keeps them on the device and goes back.
type SettingsScene struct {
	a      scene.Host
	V      kit.View
	back   SettingsParent
	set    NetSettings
	stun   []*kit.Button // one per STUN server: tap to turn it on or off
	Done   *kit.Button
	cancel *kit.Button
	Turn   [3]*kit.TextBox // the TURN server's address, user and password
	Warn   string

	headR, sayR, TurnR kit.Rect
}

// SettingsParent is the scene the settings go back to: it learns whether
// anything changed, since an invite made before uses the old servers.
type SettingsParent interface {
	scene.Scene
	SettingsClosed(changed bool)
}

func NewSettingsScene(a scene.Host, back SettingsParent) *SettingsScene {
	s := &SettingsScene{a: a, back: back, set: LoadSettings(a)}
	for i := range s.set.STUN {
		b := &kit.Button{}
		b.Action = func() {
			s.set.STUN[i].On = !s.set.STUN[i].On
			s.relabel()
		}
		s.stun = append(s.stun, b)
	}
	for i, hint := range []string{kit.Tr("settings.turn-address"), kit.Tr("settings.turn-user"), kit.Tr("settings.turn-password")} {
		s.Turn[i] = kit.NewTextBox(false, hint)
	}
	t := s.set.TURN
	for i, v := range []string{t.URL, t.User, t.Password} {
		s.Turn[i].SetText(v)
	}
	s.Done = kit.MainAct("common.done", s.save)
	s.cancel = kit.BackAct("common.cancel", func() { s.goBack(false) })
	s.relabel()
	return s
}

// relabel says on each STUN server's button whether it is used.
func (s *SettingsScene) relabel() {
	for i, st := range s.set.STUN {
		key := "settings.stun-off"
		if st.On {
			key = "settings.stun-on"
		}
		s.stun[i].Label = kit.Tr(key, strings.TrimPrefix(st.URL, "stun:"))
	}
}

// save keeps the settings, if the TURN server's are whole, and goes back.
func (s *SettingsScene) save() {
	s.set.TURN = TurnServer{
		URL:      strings.TrimSpace(s.Turn[0].Text()),
		User:     strings.TrimSpace(s.Turn[1].Text()),
		Password: s.Turn[2].Text(),
	}
	if err := checkTURN(s.set.TURN); err != nil {
		s.Warn = Sentence(err.Error())
		return
	}
	changed := !slices.Equal(s.set.STUN, LoadSettings(s.a).STUN) || s.set.TURN != LoadSettings(s.a).TURN
	if err := SaveSettings(s.a, s.set); err != nil {
		s.Warn = Sentence(err.Error())
		return
	}
	s.goBack(changed)
}

// goBack goes back to the scene that opened the settings.
func (s *SettingsScene) goBack(changed bool) {
	s.a.Show(s.back)
	s.back.SettingsClosed(changed)
}

// Close takes the text boxes off the page.
func (s *SettingsScene) Close() {
	for _, f := range s.Turn {
		f.Remove()
	}
}

func (s *SettingsScene) Name() string { return "settings" }

func (s *SettingsScene) Buttons() []*kit.Button {
	return append(slices.Clone(s.stun), s.Done, s.cancel)
}

func (s *SettingsScene) Tap(x, y float64) {}

// Layout stacks the STUN servers and the TURN server in one column, or
// puts them side by side on a wide, low screen.
func (s *SettingsScene) Layout(v kit.View) {
	s.V = v
	g, bh, line := v.Px(kit.Gap), v.Px(kit.ButtonH), LineH(v, kit.TextBody)
	left := v.Column(CodeColumn)
	right := left
	if twoColumns(v) && v.H < v.Px(600) {
		m := v.Px(kit.Margin)
		w := min(v.Px(CodeColumn), (v.W-3*m)/2)
		left = kit.Rect{X: v.W/2 - w - m/2, Y: m, W: w, H: v.H - 2*m}
		right = kit.Rect{X: v.W/2 + m/2, Y: m, W: w, H: v.H - 2*m}
	}
	y := left.Y
	s.headR = kit.Rect{X: left.X, Y: y, W: left.W, H: LineH(v, kit.TextHeading)}
	y += s.headR.H + g/2
	face := s.a.Fonts().Face(kit.Regular, v.Px(kit.TextBody))
	s.sayR = kit.Rect{X: left.X, Y: y, W: left.W, H: line * float64(len(kit.WrapText(kit.Tr("settings.say"), face, left.W)))}
	y += s.sayR.H + g
	for _, b := range s.stun {
		b.R = kit.Rect{X: left.X, Y: y, W: left.W, H: bh}
		y += bh + g
	}
	if right != left {
		y = right.Y
	}
	s.TurnR = kit.Rect{X: right.X, Y: y, W: right.W, H: line}
	y += line + g/3
	for _, f := range s.Turn {
		f.Place(kit.Rect{X: right.X, Y: y, W: right.W, H: v.Px(TurnFieldH)}, v)
		y += v.Px(TurnFieldH) + g/2
	}
	row := kit.Rect{X: right.X, Y: max(y+g/2, right.Y+right.H-bh), W: right.W, H: bh}.Row(g, 2, 1)
	s.Done.R, s.cancel.R = row[0], row[1]
}

// TurnFieldH is the height of a TURN server's text box, in CSS pixels.
const TurnFieldH = 40

func (s *SettingsScene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.V
	kit.DrawText(dst, kit.Tr("settings.title"), f.Face(kit.Bold, v.Px(kit.TextHeading)), s.headR.X, s.headR.Y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	if s.Warn != "" {
		kit.DrawParagraph(dst, s.Warn, f.Face(kit.Bold, v.Px(kit.TextBody)), s.sayR, kit.Th.Warn)
	} else {
		kit.DrawParagraph(dst, kit.Tr("settings.say"), f.Face(kit.Regular, v.Px(kit.TextBody)), s.sayR, kit.Th.Muted)
	}
	kit.DrawText(dst, kit.Tr("settings.turn"), f.Face(kit.Bold, v.Px(kit.TextBody)), s.TurnR.X, s.TurnR.Y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
}

func (s *SettingsScene) Describe(snap *scene.Snapshot) {
	snap.Status = strings.Join(s.set.StunOn(), " ")
	if s.Warn != "" {
		snap.Status = s.Warn
	}
}
