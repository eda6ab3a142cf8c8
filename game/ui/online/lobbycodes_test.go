package online_test

import (
	"fmt"
	"slices"
	"testing"

	"pentarchy/game/ui/netui/nettest"
)

// TestLobbyByCodes drops every connection of a game of Parry for three
// devices: the host goes on by move codes, and so does each friend; they
// trade codes, each friend with the host, and play on from the same
// position, every device keeping the same record.
func TestLobbyByCodes(t *testing.T) {
	net := nettest.New()
	devs := lobbyOf(t, net, "parry", 3)
	host, friends := devs[0], devs[1:]
	playFirstLegal(t, 4, devs...)
	for _, l := range net.Links() {
		l.Host.Close()
	}
	tickUntil(t, "the drops noticed", func() bool {
		return !slices.ContainsFunc(devs, func(d device) bool { return !d.Enabled("Go on by move codes") })
	}, devs...)
	for _, d := range devs {
		d.Click("Go on by move codes")
	}
	tradeCodes(t, host, friends)
	for range 8 {
		played := false
		for _, d := range devs {
			toBoard(d)
			if p := playing(t, d); p.ByHand() && !p.Over() {
				p.Play(p.Legal[0])
				played = true
				break
			}
		}
		if !played {
			t.Fatalf("no device may play: %q", recordOn(t, host))
		}
		tradeCodes(t, host, friends)
		for _, d := range devs {
			toBoard(d)
		}
		tickUntil(t, "the same game on every board", func() bool {
			want := recordOn(t, host)
			return !slices.ContainsFunc(devs, func(d device) bool {
				return !slices.Equal(recordOn(t, d), want) || !slices.Equal(playing(t, d).Rec.Steps, want)
			})
		}, devs...)
	}
}

// tradeCodes has the host and each friend trade move codes, twice over,
// so that what one friend's code brought reaches the other.
func tradeCodes(t *testing.T, host device, friends []device) {
	t.Helper()
	for range 2 {
		for i, f := range friends {
			codes := fmt.Sprintf("Codes with friend %d", i+1)
			toBoard(host)
			host.Click(codes)
			mine := code(host)
			toBoard(f)
			f.Click("Codes")
			paste(t, f, mine)
			f.Click("Apply")
			toBoard(f)
			f.Click("Codes")
			theirs := code(f)
			toBoard(host)
			host.Click(codes)
			paste(t, host, theirs)
			host.Click("Apply")
		}
	}
}

// toBoard leaves a code screen for the board.
func toBoard(d device) {
	if d.Scene().Name() == "correspondence" {
		d.Click("View board")
	}
}
