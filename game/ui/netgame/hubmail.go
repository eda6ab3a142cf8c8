package netgame

import (
	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/scene"
)

// The hub's game by move codes: after a drop a game on several devices
// goes on by correspondence, each friend trading codes with this device
// alone (net/protocol's hubcodes.go). The panel offers the codes of each
// friend; each friend's page goes on by move codes as in a game of two.

// hubMail is the hub's game as traded with friend f, for a MailScene.
type hubMail struct {
	g *HubGame
	f int
}

func (m hubMail) MoveCode() (string, error) { return m.g.H.MoveCode(m.f) }
func (m hubMail) Board() netui.Board        { return m.g.play }

// Shown is the board, or with one friend, whose turn it is, the codes.
func (m hubMail) Shown() scene.Scene {
	if m.g.H.Guests() == 1 && m.Waiting() {
		return netui.NewMailScene(m.g.a, m)
	}
	return m.g.play
}

func (m hubMail) Record() game.Record { return m.g.play.Rec }

// Heading names the friend the codes are traded with, and who plays on
// their device.
func (m hubMail) Heading() (heading, say string) {
	if m.g.H.Guests() == 1 {
		return kit.Tr("online.by-codes"), kit.Tr("mail.say")
	}
	return kit.Tr("hubmail.heading", m.f), kit.Tr("hubmail.say", m.f, m.g.seatsOf(m.f))
}

// waiting tells whether one of friend f's players is to move, or has
// orders to give.
func (m hubMail) Waiting() bool {
	if m.g.play.Over() {
		return false
	}
	if m.g.orders.on {
		return m.g.orders.seat == 0
	}
	return m.g.friendOf(m.g.play.Pos.Mover()) == m.f
}

// applyCode plays friend f's code, all of it or none of it, and passes on
// to the other friends' links what it brought.
func (m hubMail) ApplyCode(code string) error {
	g := m.g
	events, err := g.H.ApplyCode(m.f, code)
	if err != nil {
		return err
	}
	for _, e := range events {
		g.heard(m.f, e)
	}
	g.sync()
	for len(g.incoming.steps) > 0 && g.play.Tick() { // the board shows them at once
	}
	g.save()
	return nil
}

// toCodes goes on with the game by move codes, every connection given up:
// each friend's page sees its connection end and goes on by move codes too.
func (g *HubGame) ToCodes() string {
	g.Leave()
	if err := g.H.ToCodes(); err != nil {
		g.note(netui.Sentence(err.Error()))
		return ""
	}
	g.H.TurnFrom(g.a.Now())
	g.save()
	if g.H.Guests() > 1 {
		g.note(kit.Tr("hubmail.switched"))
		return ""
	}
	g.play = nil // the game bar trades codes now
	g.start()
	g.note(kit.Tr("online.switched"))
	g.a.Show(hubMail{g, 1}.Shown())
	return ""
}

// turnPassed shows the codes to send once the turn passes to the one
// friend, when the game goes on by move codes.
func (g *HubGame) turnPassed() {
	if m := (hubMail{g, 1}); g.H.Codes() && g.H.Guests() == 1 && m.Waiting() && g.a.Scene() == scene.Scene(g.play) {
		g.a.Show(netui.NewMailScene(g.a, m))
	}
}

// codePrompts are the actions that show the codes traded with each
// friend.
func (g *HubGame) codePrompts() []board.Action {
	var acts []board.Action
	for f := 1; f <= g.H.Guests(); f++ {
		acts = append(acts, board.Action{Label: kit.Tr("hubmail.codes", f), Do: func() string {
			g.a.Show(netui.NewMailScene(g.a, hubMail{g, f}))
			return ""
		}})
	}
	return acts
}

// seatsOf names the players of friend f's device.
func (g *HubGame) seatsOf(f int) string { return board.Names(g.play.Board, g.H.Devices()[f]) }
