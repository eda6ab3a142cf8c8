package ui

import (
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// TestShareLinkRoundTrip shares a game by link and opens the link in
// another app: the game replays from its start, and plays on from any
// point.
func TestShareLinkRoundTrip(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.click(t, "End turn")
	a.tapCell(t, "c6")
	a.click(t, "Moves")
	a.click(t, "Share")
	sh := a.scene.(*screens.ShareScene)
	if !strings.HasPrefix(sh.Link, kit.PageURL()+screens.LinkPrefix) || sh.Box.Text() != sh.Link {
		t.Fatalf("link %q, box %q", sh.Link, sh.Box.Text())
	}
	a.click(t, "Back")
	if a.scene.(*play.PlayScene).Moves == nil {
		t.Fatal("Back from Share does not return to the moves list")
	}

	b := newApp(storage.Memory{})
	b.v = a.v
	screens.OpenLink(b, sh.Link[len(kit.PageURL()):])
	if b.scene.Name() != "play" || b.scene.(*play.PlayScene).Moves.Shown != 0 {
		t.Fatalf("the link opens %s", b.scene.Name())
	}
	b.scene.Layout(b.v)
	want(t, b, "add f3", "end", "add c6")
	b.click(t, "►")
	b.click(t, "Play from here")
	want(t, b, "add f3")
	b.tapCell(t, "e3")
	want(t, b, "add f3", "add e3")
}

// TestOpenBadGames refuses texts that are not games, saying why, and
// keeps what was pasted.
func TestOpenBadGames(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "paste a game link"},
		{"{not json", "bad game record"},
		{`{"game":"chess","steps":[]}`, "does not know"},
		{`{"game":"phalanx","steps":["add z9"]}`, `step 1 "add z9"`},
		{"http://x/#game=1abc", "damaged"},
		{"9zzzz", "newer version"},
	} {
		a := newTestApp(t, 360, 640, 2)
		a.click(t, "Open a game")
		s := a.scene.(*screens.OpenScene)
		s.Box.SetText(tc.text)
		a.click(t, "Open")
		if a.scene != s || !strings.Contains(s.Info, tc.want) || s.Box.Text() != tc.text {
			t.Errorf("Open %q: scene %s, message %q, want it to contain %q", tc.text, a.scene.Name(), s.Info, tc.want)
		}
	}
}

// TestOpenRecord opens a pasted record for replay.
func TestOpenRecord(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Open a game")
	a.scene.(*screens.OpenScene).Box.SetText(`{"game":"phalanx","steps":["add f3","end"]}`)
	a.click(t, "Open")
	if got := steps(t, a); !slices.Equal(got, []string{"add f3", "end"}) {
		t.Fatalf("opened record %q", got)
	}
}
