package online

import (
	"pentarchy/game/ui/netui"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// ChatScene is the online game's sheet: the connection, the messages
// (chat, offers, refusals), a box to write to the friend, and what a
// player does besides moving: offer a draw, resign. The game goes on
// underneath: the friend's steps are played while it is open.
type ChatScene struct {
	a      scene.Host
	G      *OnlineGame
	V      kit.View
	Box    *kit.TextBox
	send   *kit.Button
	offer  *kit.Button
	resign *kit.Button
	codes  *kit.Button // go on by move codes
	back   *kit.Button
	sure   bool // Resign was tapped once: the next tap resigns

	headR, sayR, LogR kit.Rect
}

// chatMax is the longest chat message, in characters.
const chatMax = 200

func newChatScene(a scene.Host, g *OnlineGame) *ChatScene {
	s := &ChatScene{a: a, G: g, Box: kit.NewTextBox(false, kit.Tr("chat.box"))}
	s.send = &kit.Button{Label: kit.Tr("chat.send"), Action: s.sendText}
	s.offer = &kit.Button{Label: kit.Tr("chat.offer-draw"), Action: g.OfferDraw}
	s.resign = &kit.Button{Label: kit.Tr("chat.resign"), Action: s.resignTapped}
	s.codes = &kit.Button{Label: kit.Tr("online.move-codes"), Action: func() { g.toCodes() }}
	s.back = &kit.Button{Label: kit.Tr("chat.back"), Primary: true, Keys: []ebiten.Key{ebiten.KeyEscape}, Action: func() { a.Show(g.play) }}
	return s
}

// sendText sends what is in the box, cut to chatMax characters.
func (s *ChatScene) sendText() {
	t := strings.TrimSpace(s.Box.Text())
	if t == "" {
		return
	}
	if utf8.RuneCountInString(t) > chatMax {
		t = string([]rune(t)[:chatMax])
	}
	s.G.Chat(t)
	s.Box.SetText("")
}

// resignTapped asks to tap again, then resigns and shows the game.
func (s *ChatScene) resignTapped() {
	if !s.sure {
		s.sure = true
		s.resign.Label = kit.Tr("chat.resign-again")
		return
	}
	s.G.Resign()
	s.a.Show(s.G.play)
}

func (s *ChatScene) Name() string { return "chat" }

func (s *ChatScene) Close() { s.Box.Remove() }

// Buttons are the sheet's; offers and resigning only while the game
// goes on and the connection holds.
func (s *ChatScene) Buttons() []*kit.Button {
	live := s.G.Lost == nil && !s.G.play.Over()
	s.send.Disabled = s.G.Lost != nil
	alone := s.G.M.Devices() == 2 // among several devices offers need everyone's agreement: not yet
	s.offer.Disabled = !live || s.G.asked != 0 || !alone
	s.resign.Disabled = !live || !alone
	s.codes.Disabled = s.G.play.Over() || s.G.M.Devices() > 2 // a hub takes no move codes
	return []*kit.Button{s.send, s.offer, s.resign, s.codes, s.back}
}

func (s *ChatScene) Tap(x, y float64) {}

// Tick lets the game go on underneath.
func (s *ChatScene) Tick() bool { return s.G.play.Tick() }

func (s *ChatScene) Busy() bool { return s.G.play.Busy() }

func (s *ChatScene) Layout(v kit.View) {
	s.V = v
	col := v.Column(netui.CodeColumn)
	g, bh, line := v.Px(kit.Gap), v.Px(kit.ButtonH), netui.LineH(v, kit.TextBody)
	s.headR = kit.Rect{X: col.X, Y: col.Y, W: col.W, H: netui.LineH(v, kit.TextHeading)}
	s.sayR = kit.Rect{X: col.X, Y: s.headR.Y + s.headR.H + g/2, W: col.W, H: 2 * line}
	bottom := col.Y + col.H
	s.back.R = kit.Rect{X: col.X, Y: bottom - bh, W: col.W, H: bh}
	row := kit.Rect{X: col.X, Y: s.back.R.Y - g - bh, W: col.W, H: bh}.Row(g, 1, 1, 1)
	s.offer.R, s.resign.R, s.codes.R = row[0], row[1], row[2]
	in := kit.Rect{X: col.X, Y: row[0].Y - g - bh, W: col.W, H: bh}.Row(g, 3, 1)
	s.Box.Place(in[0], v)
	s.send.R = in[1]
	top := s.sayR.Y + s.sayR.H + g
	s.LogR = kit.Rect{X: col.X, Y: top, W: col.W, H: in[0].Y - g - top}
}

func (s *ChatScene) Draw(dst *ebiten.Image) {
	f, v := s.a.Fonts(), s.V
	kit.DrawText(dst, kit.Tr("chat.title"), f.Face(kit.Bold, v.Px(kit.TextHeading)), s.headR.X, s.headR.Y, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	kit.DrawParagraph(dst, s.connection(), f.Face(kit.Regular, v.Px(kit.TextBody)), s.sayR, kit.Th.Muted)
	s.drawLog(dst, f)
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
}

// connection says whether the friend's device is connected.
func (s *ChatScene) connection() string {
	if s.G.Lost != nil {
		return kit.Tr("online.lost", netui.Sentence(s.G.Lost.Error()))
	}
	if s.G.Rtt > 0 {
		return kit.Tr("chat.connected-rtt", s.G.Rtt.Milliseconds())
	}
	return kit.Tr("chat.connected")
}

// drawLog draws the last messages that fit, the newest at the bottom, on
// a panel.
func (s *ChatScene) drawLog(dst *ebiten.Image, f *kit.Fonts) {
	v, r := s.V, s.LogR
	kit.FillRoundRect(dst, r.Snapped(), v.Px(kit.Radius), kit.Th.Panel)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	inner := r.Inset(v.Px(kit.Gap))
	var lines []string
	for _, m := range s.G.Log {
		lines = append(lines, kit.WrapText(m, face, inner.W)...)
	}
	if len(lines) == 0 {
		lines = []string{kit.Tr("chat.none")}
	}
	lh := kit.LineHeight(face)
	fit := max(0, int(inner.H/lh))
	lines = lines[max(0, len(lines)-fit):]
	for i, l := range lines {
		kit.DrawText(dst, l, face, inner.X, inner.Y+float64(i)*lh, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	}
}

func (s *ChatScene) Describe(snap *scene.Snapshot) { snap.Status = s.connection() }
