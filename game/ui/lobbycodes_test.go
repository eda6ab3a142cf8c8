package ui

import (
	"fmt"
	"slices"
	"testing"

	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/play"
)

// TestLobbyByCodes drops every connection of a game of Parry for three
// devices: the host goes on by move codes, and so does each friend; they
// trade codes, each friend with the host, and play on from the same
// position, every device keeping the same record.
func TestLobbyByCodes(t *testing.T) {
	apps, net := lobbyOn(t, nettest.New(), "Parry", 3)
	host, friends := apps[0], apps[1:]
	playFirstLegal(t, 4, apps...)
	for _, l := range net.Links() {
		l.Host.Close()
	}
	tickUntil(t, "the drops noticed", func() bool {
		return hasButton(host, "Go on by move codes") && !slices.ContainsFunc(friends, func(a *App) bool { return !hasButton(a, "Go on by move codes") })
	}, apps...)
	host.click(t, "Go on by move codes")
	for _, f := range friends {
		f.click(t, "Go on by move codes")
	}
	tradeCodes(t, host, friends)
	for range 8 {
		played := false
		for _, a := range apps {
			toBoard(t, a)
			if p := a.scene.(*play.PlayScene); p.ByHand() && !p.Over() {
				p.Play(p.Legal[0])
				played = true
				break
			}
		}
		if !played {
			t.Fatalf("no device may play: %q", recordOn(host))
		}
		tradeCodes(t, host, friends)
		for _, a := range apps {
			toBoard(t, a)
		}
		tickUntil(t, "the same game on every board", func() bool {
			want := recordOn(host)
			return !slices.ContainsFunc(apps, func(a *App) bool {
				return !slices.Equal(recordOn(a), want) || !slices.Equal(a.scene.(*play.PlayScene).Rec.Steps, want)
			})
		}, apps...)
	}
}

// tradeCodes has the host and each friend trade move codes, twice over,
// so that what one friend's code brought reaches the other.
func tradeCodes(t *testing.T, host *App, friends []*App) {
	t.Helper()
	for range 2 {
		for i, f := range friends {
			toBoard(t, host)
			host.click(t, fmt.Sprintf("Codes with friend %d", i+1))
			mine := code(host)
			toBoard(t, f)
			f.click(t, "Codes")
			paste(t, f, mine)
			f.click(t, "Apply")
			toBoard(t, f)
			f.click(t, "Codes")
			theirs := code(f)
			toBoard(t, host)
			host.click(t, fmt.Sprintf("Codes with friend %d", i+1))
			paste(t, host, theirs)
			host.click(t, "Apply")
		}
	}
}

// toBoard leaves a code screen for the board.
func toBoard(t *testing.T, a *App) {
	t.Helper()
	if a.scene.Name() == "correspondence" {
		a.click(t, "View board")
	}
}
