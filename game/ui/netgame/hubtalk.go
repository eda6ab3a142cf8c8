package netgame

import (
	"slices"
	"strings"
	"unicode"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
)

// What the players of a game on several devices say to each other beside
// their steps, on the hub's page: chat to everyone, offers of a draw or a
// takeback put to every device (the hub decides once all have answered,
// net/protocol's hubagree.go), and resigning.

// linked is how the hub's game fits the play scene: Takeback and Chat in
// the game bar; the game's end offers a rematch. Leaving says goodbye to
// the friends' devices.
func (g *HubGame) linked() play.Linked {
	g.takeback = kit.Act("online.takeback", g.AskTakeback)
	g.chat = kit.Act("online.chat", func() { g.a.Show(netui.NewChatScene(g.a, g)) })
	if g.H.Codes() && g.H.Guests() == 1 { // Codes: the last code again, at any time
		g.takeback = kit.Act("online.codes", func() { g.a.Show(netui.NewMailScene(g.a, hubMail{g, 1})) })
		return play.Linked{Key: hubGameKey, Bar: []*kit.Button{g.takeback},
			EndAction: func() { newByCodes(g.a, g.H.Rules(), g.H.Record(), g.H.Clock(), g.note) }}
	}
	return play.Linked{Key: hubGameKey, Bar: []*kit.Button{g.takeback, g.chat}, Leave: g.Leave,
		EndLabel: kit.Tr("online.rematch"), EndAction: g.rematch}
}

// rematch accepts a friend's offer of a rematch, or offers one to every
// friend: the game begins again once every device agreed.
func (g *HubGame) rematch() {
	if p := g.H.Poll(); p.Kind == protocol.RematchOffered && !p.Answered {
		out, err := g.H.Answer(true)
		note := ""
		if g.H.Poll().Kind != 0 {
			note = kit.Tr("online.agreed-waiting")
		}
		g.said(out, err, note)
		return
	}
	out, err := g.H.OfferRematch()
	g.said(out, err, kit.Tr("online.offered-rematch"))
}

// RefreshBar enables Undo (a takeback every friend must allow) while
// there is a step of ours to take back, no offer waits and every friend is
// connected.
func (g *HubGame) RefreshBar(bar []*kit.Button) {
	if g.H.Codes() && g.H.Guests() == 1 {
		g.takeback.Disabled = false
		return
	}
	g.chat.Disabled = false
	g.takeback.Disabled = g.H.Poll().Kind != 0 || g.play.Over() || g.away() || g.TakebackCount() == 0
}

// away tells whether a friend's device is not connected.
func (g *HubGame) away() bool { return slices.Contains(g.friendsLost(), true) }

// TakebackCount is how many steps a takeback asks for: back to before the
// last step played here, or the last whole turn of orders.
func (g *HubGame) TakebackCount() int {
	return takebackCount(g.play, g.H.Record(), g.orders.on, g.mine)
}

// AskTakeback asks every friend to let this device take back its last
// turn.
func (g *HubGame) AskTakeback() {
	out, err := g.H.RequestTakeback(g.TakebackCount())
	g.said(out, err, kit.Tr("online.asked-takeback-all"))
}

// OfferDraw offers every friend a draw.
func (g *HubGame) OfferDraw() {
	out, err := g.H.OfferDraw()
	g.said(out, err, kit.Tr("online.offered-draw-all"))
}

// Resign gives up the game for every seat played here.
func (g *HubGame) Resign() {
	out, err := g.H.Resign()
	g.said(out, err, "")
}

// Chat sends a line to every friend.
func (g *HubGame) Chat(text string) {
	out, err := g.H.Chat(text)
	g.said(out, err, kit.Tr("chat.from-you", text))
}

// said sends what the hub made and notes it, or why it could not.
func (g *HubGame) said(out protocol.Outbox, err error, note string) {
	if err != nil {
		g.note(netui.Sentence(err.Error()))
		return
	}
	if note != "" {
		g.note(note)
	}
	g.send(out)
	g.sync()
}

// answerPoll is the pair of actions that answer the offer waiting for
// this device's answer, if any.
func (g *HubGame) answerPoll() []board.Action {
	p := g.H.Poll()
	if p.Kind == 0 || p.Answered {
		return nil
	}
	label := kit.Tr("online.accept-draw")
	if p.Kind == protocol.TakebackRequested {
		label = kit.Tr("online.allow-takeback")
	}
	return answers(label, func(yes bool) {
		out, err := g.H.Answer(yes)
		note := ""
		if yes && g.H.Poll().Kind != 0 {
			note = kit.Tr("online.agreed-waiting")
		}
		g.said(out, err, note)
	})
}

// talk is what the chat sheet shows and offers.
func (g *HubGame) Talk() netui.Talk {
	live := !g.play.Over()
	connection := kit.Tr("chat.hub-connected", g.connected(), g.H.Guests())
	if n := g.H.Watchers(); n > 0 {
		connection += " " + kit.Tr("watch.count", n)
	}
	return netui.Talk{
		Log: g.log, Box: kit.Tr("chat.box-all"), Connection: connection,
		CanSend: g.connected() > 0, CanOffer: live && g.H.Poll().Kind == 0, CanResign: live,
		CanCodes: live && !g.H.Codes(), Watching: g.watching(),
	}
}

// watching is what the host's chat sheet shows of the watchers, and
// what it can do: invite one more, let them chat or not. A game by move
// codes has none.
func (g *HubGame) watching() *netui.Watching {
	if g.H.Codes() {
		return nil
	}
	return &netui.Watching{
		Count:   g.H.Watchers(),
		Full:    g.H.Watchers() >= protocol.MaxWatchers,
		Chat:    g.H.WatchChat(),
		Invite:  func() { g.a.Show(g.a.Watch(g)) },
		SetChat: func(on bool) { g.send(g.H.SetWatchChat(on)) },
	}
}

// Board is the play scene.
func (g *HubGame) Board() netui.Board { return g.play }

// connected is how many friends' devices are connected.
func (g *HubGame) connected() int {
	n := 0
	for _, lost := range g.friendsLost() {
		if !lost {
			n++
		}
	}
	return n
}

// severalEnd words the end of a game on several devices by resignation
// or agreement: who resigned and who wins, or the draw every player agreed
// to.
func severalEnd(view board.View, res game.Result, players int, mine func(int) bool) board.Status {
	if res.Reason == clock.ReasonTime {
		return timeEnd(view, res, players)
	}
	if players == 2 {
		return twoEnd(res, mine)
	}
	if res.Reason == "agreement" {
		return board.Status{Over: true, Text: kit.Tr("online.draw-agreed"), Title: kit.Tr("result.draw"), Reason: kit.Tr("online.draw-agreed-all")}
	}
	var all game.PlayerSet
	for p := 1; p <= players; p++ {
		all = all.With(p)
	}
	winners, losers := board.Names(view, res.Winners), board.Names(view, all&^res.Winners)
	title := kit.Tr("result.wins", winners)
	if len(res.Winners.List()) > 1 {
		title = kit.Tr("result.win-many", winners)
	}
	return board.Status{Player: res.Winners.List()[0], Over: true, Title: title,
		Text: kit.Tr("online.resigned", losers), Reason: kit.Tr("online.resigned-why", upper(losers))}
}

// timeEnd words the end of a game on several devices by time: who wins,
// and who ran out (with two players, the other; with more, the scores
// ranked the others).
func timeEnd(view board.View, res game.Result, players int) board.Status {
	var all game.PlayerSet
	for p := 1; p <= players; p++ {
		all = all.With(p)
	}
	title := kit.Tr("result.draw")
	switch w := res.Winners.List(); {
	case len(w) == 1:
		title = kit.Tr("result.wins", board.Names(view, res.Winners))
	case len(w) > 1:
		title = kit.Tr("result.win-many", board.Names(view, res.Winners))
	}
	why := kit.Tr("clock.out-many")
	if players == 2 {
		why = kit.Tr("clock.out-why", board.Names(view, all&^res.Winners))
	}
	st := board.Status{Over: true, Title: title, Text: title, Reason: why}
	if w := res.Winners.List(); len(w) > 0 {
		st.Player = w[0]
	}
	return st
}

// upper starts s with a capital letter.
func upper(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// whoPlaysWhere says, in a game on several devices, the game's options
// and which device plays each player: "Parry (Players: 3, …). Who plays
// where: White: the host, Black: you, Red: friend 2." It is "" in a game
// of two devices.
func (g *OnlineGame) whoPlaysWhere() string {
	where := g.M.Where()
	view, ok := g.a.BoardView(g.M.Rules().ID())
	if len(where) == 0 || !ok {
		return ""
	}
	var parts []string
	for i, d := range where {
		name := view.PlayerName(i + 1)
		switch {
		case g.mine(i + 1):
			parts = append(parts, kit.Tr("online.where-you", name))
		case d == 0:
			parts = append(parts, kit.Tr("online.where-host", name))
		default:
			parts = append(parts, kit.Tr("online.where-friend", name, d))
		}
	}
	r := g.M.Rules()
	return kit.Tr("online.where", kit.GameName(r), kit.OptionsText(r, g.M.Record().Options), strings.Join(parts, ", "))
}
