package board

import "pentarchy/game/ui/kit"

// What the five views word alike: the end of a game.

// Won is the status of a game that player, whom the players call name,
// won: "Black wins — why", with the reason as a sentence under the
// banner's title.
func Won(player int, name, why, reason string) Status {
	return Status{
		Player: player, Over: true,
		Text:   kit.Tr("result.wins-because", name, why),
		Title:  kit.Tr("result.wins", name),
		Reason: reason,
	}
}

// Drawn is the status of a game that ended in a draw: "Draw — why".
func Drawn(why, reason string) Status {
	return Status{Over: true, Text: kit.Tr("result.draw-reason", why), Title: kit.Tr("result.draw"), Reason: reason}
}
