package screens

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// OpenScene brings in a game from elsewhere: a game link or a record
// pasted into its box, or a record file. The game opens for replay; a bad
// one gets a message saying what is wrong, and the box keeps the text.
type OpenScene struct {
	a                scene.Host
	page             boxPage
	Box              *kit.TextBox
	open, file, back *kit.Button
	Info             string
}

func newOpenScene(a scene.Host) *OpenScene {
	s := &OpenScene{a: a, Box: kit.NewTextBox(false, kit.Tr("open.box")), Info: kit.Tr("open.help")}
	s.open = &kit.Button{Label: kit.Tr("open.open"), Primary: true, Action: func() { s.read(s.Box.Text()) }}
	s.file = kit.Act("open.file", func() {
		kit.OpenTextFile(func(text string, err error) {
			if err != nil {
				s.Info = err.Error()
				return
			}
			s.Box.SetText(text)
			s.read(text)
		})
	})
	s.back = kit.BackAct("common.back", func() { a.Show(NewMenuScene(a)) })
	return s
}

// read opens the game in text, or says why it cannot.
func (s *OpenScene) read(text string) {
	rec, r, err := readGame(text)
	if err == nil {
		err = ReplayGame(s.a, r, rec)
	}
	if err != nil {
		s.Info = err.Error()
	}
	s.a.Redraw()
}

func (s *OpenScene) Name() string { return "open" }

func (s *OpenScene) Tap(x, y float64) {}

func (s *OpenScene) Close() { s.Box.Remove() }

func (s *OpenScene) Buttons() []*kit.Button { return []*kit.Button{s.open, s.file, s.back} }

func (s *OpenScene) Layout(v kit.View) {
	s.page.layout(v, v.Px(kit.TextBody*1.3*4), v.Px(140), s.Box, s.Buttons(), -1)
}

func (s *OpenScene) Draw(dst *ebiten.Image) {
	s.page.draw(dst, s.a.Fonts(), kit.Tr("menu.open-game"), s.Info, s.Buttons())
}

func (s *OpenScene) Describe(snap *scene.Snapshot) { snap.Status = s.Info }
