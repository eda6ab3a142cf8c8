package netgame

import (
	"pentarchy/game/clock"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/net/protocol"
)

// eventWords words what happened in an online game (net/protocol's
// events, which carry kinds and players, no words) for the players of
// this device, naming players as view does: "Black offers a draw." several
// tells whether more than two devices play, where an offer needs every
// player and an answer from no one is an offer that lapsed. It is "" for
// what the board shows itself: a step, a turn resolved, the seats.
func eventWords(e protocol.Event, view board.View, several bool) string {
	who := kit.Tr("event.friend")
	if e.Seat > 0 {
		who = view.PlayerName(e.Seat)
	}
	all := func(two, many string) string {
		if several {
			return kit.Tr(many, who)
		}
		return kit.Tr(two, who)
	}
	declined := func(key string) string {
		if several && e.Seat == 0 {
			return kit.Tr("event.lapsed")
		}
		return kit.Tr(key, who)
	}
	switch e.Kind {
	case protocol.Refused:
		return kit.Tr("event.refused", e.Text)
	case protocol.PeerRefused:
		if e.Count > 0 {
			return kit.Tr("event.peer-refused-back", e.Text, kit.Count("step", e.Count))
		}
		return kit.Tr("event.peer-refused", e.Text)
	case protocol.Desync:
		return kit.Tr("event.desync", e.Text)
	case protocol.DrawOffered:
		return all("event.draw-offered", "event.draw-offered-all")
	case protocol.RematchOffered:
		return all("event.rematch-offered", "event.rematch-offered-all")
	case protocol.TakebackRequested:
		return kit.Tr("event.takeback-asked", who, kit.Count("step", e.Count))
	case protocol.DrawDeclined:
		return declined("event.draw-declined")
	case protocol.TakebackDeclined:
		return declined("event.takeback-declined")
	case protocol.RematchDeclined:
		return declined("event.rematch-declined")
	case protocol.TookBack:
		return kit.Tr("event.took-back", kit.Count("step", e.Count))
	case protocol.RematchStarted:
		return kit.Tr("event.rematch-started", board.Names(view, e.Seats))
	case protocol.GameOver:
		return gameOverWords(e, view)
	case protocol.Greeted:
		return greetingWords(e)
	case protocol.PeerLeft:
		return kit.Tr("event.left")
	case protocol.DeviceAway:
		return kit.Tr("event.away", who)
	case protocol.DeviceBack:
		return kit.Tr("event.back", who)
	case protocol.OtherVersion:
		return kit.Tr("event.other-version", e.Text)
	case protocol.EndingRefused:
		return kit.Tr("event.ending-refused", e.Text)
	case protocol.OrdersSealed:
		return kit.Tr("event.sealed", who)
	case protocol.PlayerOut:
		return kit.Tr("event.player-out", board.Names(view, e.Seats))
	case protocol.Chat:
		if e.Watcher > 0 {
			return kit.Tr("watch.chat", e.Watcher, e.Text)
		}
		if e.Seat > 0 && several {
			return kit.Tr("event.chat", who, e.Text)
		}
		return kit.Tr("chat.from-friend", e.Text)
	}
	return ""
}

// gameOverWords says how a game ended: who resigned, a draw agreed, or
// the rules.
func gameOverWords(e protocol.Event, view board.View) string {
	switch e.Result.Reason {
	case "resignation":
		return kit.Tr("event.resigned", board.Names(view, e.Seats))
	case "agreement":
		return kit.Tr("event.drawn")
	case clock.ReasonTime:
		return kit.Tr("clock.out", board.Names(view, e.Seats))
	}
	return kit.Tr("event.over")
}

// greetingWords says how the two devices' records compared when they
// greeted.
func greetingWords(e protocol.Event) string {
	switch e.Greeting {
	case protocol.Joined, protocol.JoinedByCodes:
		return kit.Tr("event.joined")
	case protocol.TheyLacked:
		return kit.Tr("event.they-lacked", kit.Count("step", e.Count))
	case protocol.CaughtUp:
		if e.Ours > 0 {
			return kit.Tr("event.caught-up-ours", kit.Count("step", e.Count), e.Ours)
		}
		return kit.Tr("event.caught-up", kit.Count("step", e.Count))
	}
	return kit.Tr("event.agreed", kit.Count("step", e.Seq))
}
