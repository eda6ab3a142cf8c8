package board

import (
	"strings"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

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

// Names words a set of players as view calls them: "White", "White and
// Red", "White, Red and Blue"; "" for none.
func Names(view View, set game.PlayerSet) string {
	list := set.List()
	if len(list) == 0 {
		return ""
	}
	var first []string
	for _, p := range list[:len(list)-1] {
		first = append(first, view.PlayerName(p))
	}
	last := view.PlayerName(list[len(list)-1])
	if len(first) == 0 {
		return last
	}
	return kit.Tr("list.and", strings.Join(first, ", "), last)
}
