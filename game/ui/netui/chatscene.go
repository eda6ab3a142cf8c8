package netui

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// ChatScene is the online game's sheet: the connection, the messages
// (chat, offers, refusals), a box to write to the friend, and what a
// player does besides moving: offer a draw, resign. The game goes on
// underneath: the friends' steps are played while it is open.
type ChatScene struct {
	a      scene.Host
	G      Talker
	V      kit.View
	Box    *kit.TextBox
	send   *kit.Button
	offer  *kit.Button
	resign *kit.Button
	codes  *kit.Button // go on by move codes
	back   *kit.Button
	sure   bool // Resign was tapped once: the next tap resigns

	invite, watchChat *kit.Button // the host's: invite a watcher; let the watchers chat or not

	headR, sayR, LogR kit.Rect
}

// chatMax is the longest chat message, in characters.
const chatMax = 200

// Talker is the game a ChatScene talks over: with one friend's device, or,
// as the hub, with several (game/ui/online's OnlineGame and HubGame).
type Talker interface {
	Chat(text string)
	OfferDraw()
	Resign()
	// Say is the last news, as the play scene's panel shows it.
	Say() string
	// Talk is what the sheet shows and offers now.
	Talk() Talk
	// ToCodes goes on by move codes.
	ToCodes() string
	Board() Board
}

// Board is the play scene a sheet goes back to; its game goes on under
// the sheet.
type Board interface {
	scene.Scene
	Tick() bool
	Busy() bool
}

// Talk is the state of a Talker, for its sheet.
type Talk struct {
	Log        []string
	Box        string // the hint in the empty box: to whom a line goes
	Connection string // the line under the title
	CanSend    bool   // a line can be sent now
	CanOffer   bool   // a draw can be offered now
	CanResign  bool
	CanCodes   bool // the game can go on by move codes
	Watcher    bool // this device watches: it neither offers, resigns nor goes on by codes
	// Watching is, on the host's sheet, the game's watchers; nil on a
	// guest's.
	Watching *Watching
}

// Watching is what the host's sheet shows of the devices that watch the
// game, and what the host can do about them.
type Watching struct {
	Count   int        // devices watching
	Full    bool       // no more may watch
	Chat    bool       // watchers may chat: they read the players' lines and theirs reach the players
	Invite  func()     // invites one more watcher
	SetChat func(bool) // lets the watchers chat, or not
}

// NewChatScene is the sheet of the game g.
func NewChatScene(a scene.Host, g Talker) *ChatScene {
	s := &ChatScene{a: a, G: g, Box: kit.NewTextBox(false, g.Talk().Box)}
	s.send = kit.Act("chat.send", s.sendText)
	s.offer = kit.Act("chat.offer-draw", g.OfferDraw)
	s.resign = kit.Act("chat.resign", s.resignTapped)
	s.codes = kit.Act("online.move-codes", func() { g.ToCodes() })
	s.back = &kit.Button{Label: kit.Tr("chat.back"), Primary: true, Keys: []ebiten.Key{ebiten.KeyEscape}, Action: func() { a.Show(g.Board()) }}
	if w := g.Talk().Watching; w != nil {
		s.invite = &kit.Button{Action: func() { s.G.Talk().Watching.Invite() }}
		s.watchChat = &kit.Button{Action: func() { w := s.G.Talk().Watching; w.SetChat(!w.Chat) }}
	}
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
	s.a.Show(s.G.Board())
}

func (s *ChatScene) Name() string { return "chat" }

func (s *ChatScene) Close() { s.Box.Remove() }

// Buttons are the sheet's; offers and resigning only while the game
// goes on and the connection holds.
func (s *ChatScene) Buttons() []*kit.Button {
	t := s.G.Talk()
	s.send.Disabled, s.offer.Disabled, s.resign.Disabled, s.codes.Disabled = !t.CanSend, !t.CanOffer, !t.CanResign, !t.CanCodes
	bs := []*kit.Button{s.send, s.offer, s.resign, s.codes}
	if t.Watcher {
		bs = bs[:1]
	}
	if w := t.Watching; w != nil && s.invite != nil {
		s.invite.Label = kit.Tr("watch.invite")
		s.invite.Disabled = w.Full
		s.watchChat.Label = kit.Tr("watch.chat-off")
		if !w.Chat {
			s.watchChat.Label = kit.Tr("watch.chat-on")
		}
		bs = append(bs, s.invite, s.watchChat)
	}
	return append(bs, s.back)
}

func (s *ChatScene) Tap(x, y float64) {}

// Tick lets the game go on underneath.
func (s *ChatScene) Tick() bool { return s.G.Board().Tick() }

func (s *ChatScene) Busy() bool { return s.G.Board().Busy() }

func (s *ChatScene) Layout(v kit.View) {
	s.V = v
	col := v.Column(CodeColumn)
	g, bh, line := v.Px(kit.Gap), v.Px(kit.ButtonH), LineH(v, kit.TextBody)
	s.headR = kit.Rect{X: col.X, Y: col.Y, W: col.W, H: LineH(v, kit.TextHeading)}
	s.sayR = kit.Rect{X: col.X, Y: s.headR.Y + s.headR.H + g/2, W: col.W, H: 2 * line}
	bottom := col.Y + col.H
	s.back.R = kit.Rect{X: col.X, Y: bottom - bh, W: col.W, H: bh}
	above := s.back.R.Y
	if s.invite != nil { // the host's: the watchers' buttons on a row of their own, or beside Back where space is short
		logH := above - 4*(g+bh) - (s.sayR.Y + s.sayR.H + g)
		if logH >= 4*line {
			watch := kit.Rect{X: col.X, Y: above - g - bh, W: col.W, H: bh}.Row(g, 1, 1)
			s.invite.R, s.watchChat.R = watch[0], watch[1]
			above = watch[0].Y
		} else {
			bottomRow := s.back.R.Row(g, 1, 1, 1)
			s.invite.R, s.watchChat.R, s.back.R = bottomRow[0], bottomRow[1], bottomRow[2]
		}
	}
	row := kit.Rect{X: col.X, Y: above - g - bh, W: col.W, H: bh}.Row(g, 1, 1, 1)
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
	kit.DrawParagraph(dst, s.G.Talk().Connection, f.Face(kit.Regular, v.Px(kit.TextBody)), s.sayR, kit.Th.Muted)
	s.drawLog(dst, f)
	for _, b := range s.Buttons() {
		b.Draw(dst, f, v)
	}
}

// drawLog draws the last messages that fit, the newest at the bottom, on
// a panel.
func (s *ChatScene) drawLog(dst *ebiten.Image, f *kit.Fonts) {
	v, r := s.V, s.LogR
	kit.FillRoundRect(dst, r.Snapped(), v.Px(kit.Radius), kit.Th.Panel)
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	inner := r.Inset(v.Px(kit.Gap))
	var lines []string
	for _, m := range s.G.Talk().Log {
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

// Describe gives the line under the title and, after it, the newest
// message.
func (s *ChatScene) Describe(snap *scene.Snapshot) {
	t := s.G.Talk()
	snap.Status = t.Connection
	if len(t.Log) > 0 {
		snap.Status += " " + t.Log[len(t.Log)-1]
	}
}
