package session

import (
	"errors"
	"strings"
	"testing"

	"pentarchy/game/registry"
	"pentarchy/net/code"
)

// offerOf is a host's description as a browser with two mDNS candidates
// writes it, inviting to g.
func offerOf(t testing.TB, g Game) code.Description {
	d, err := code.Parse("a=ice-ufrag:Xk9f\r\na=ice-pwd:q2Lr7bN0vP+8sT1uW3yZ/a4d\r\n" +
		"a=fingerprint:sha-256 3B:34:7E:B3:4B:84:B0:82:D2:EB:B4:19:BF:6B:52:14:57:49:71:D5:13:A1:0D:F2:3D:18:E8:81:33:33:E3:39\r\n" +
		"a=setup:actpass\r\n" +
		"a=candidate:1 1 udp 2122260223 3e2f6a4c-1b7d-4c1e-9a1f-0b5c2d7e8f90.local 54400 typ host\r\n" +
		"a=candidate:2 1 udp 2122262783 7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local 51234 typ host\r\n")
	if err != nil {
		t.Fatal(err)
	}
	b, ok := gameByte(g)
	if !ok {
		t.Fatalf("game %q has no number", g.ID)
	}
	d.App = b
	return d
}

func encoded(t testing.TB, d code.Description) string {
	c, err := code.Encode(d)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestEveryGameCanBeInvitedTo: each game of the registry has a number in
// invites, and reads back to play, to resume and to watch.
func TestEveryGameCanBeInvitedTo(t *testing.T) {
	for _, r := range registry.All() {
		for _, g := range []Game{{ID: r.ID()}, {ID: r.ID(), Resume: true}, {ID: r.ID(), Watch: true}, {ID: r.ID(), Resume: true, Watch: true}} {
			c := encoded(t, offerOf(t, g))
			inv, err := ReadInvite(c)
			if err != nil || inv.Game != g || inv.Code != c {
				t.Errorf("ReadInvite(invite to %+v) = %+v, %v", g, inv, err)
			}
			if len(c) > 140 {
				t.Errorf("invite to %+v is %d characters, want at most 140", g, len(c))
			}
		}
	}
}

// TestGameNumbersStay: the numbers invites give the games are part of the
// code format; a page of an earlier version must read a newer invite to
// the games it knows the same. Only a new number may be added, at the end.
func TestGameNumbersStay(t *testing.T) {
	kept := []string{1: "patriarchs", 2: "parry", 3: "conquid", 4: "phalanx", 5: "source-of-power"}
	for n, id := range kept[1:] {
		b, ok := gameByte(Game{ID: id})
		if !ok || b != byte(n+1) {
			t.Errorf("%s is number %d in an invite (%v), want %d", id, b, ok, n+1)
		}
	}
	if got, err := gameOf(byte(len(registry.All()) + 1)); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("the number after the last game reads as %+v, %v, want ErrUnknownGame", got, err)
	}
}

func TestReadInviteFromLinks(t *testing.T) {
	g := Game{ID: "source-of-power", Resume: true}
	c := encoded(t, offerOf(t, g))
	t.Logf("invite with two mDNS candidates: %d characters", len(c))
	link := JoinLink("https://example.org/pentarchy/", c)
	if link != "https://example.org/pentarchy/#join="+c {
		t.Errorf("JoinLink = %q", link)
	}
	for _, text := range []string{
		c, link, JoinPrefix + c, "join=" + c,
		"  " + c[:70] + "\n" + c[70:] + "\n",
		"Let's play! " + link,
	} {
		inv, err := ReadInvite(text)
		if err != nil || inv.Code != c || inv.Game != g {
			t.Errorf("ReadInvite(%q) = %+v, %v", text, inv, err)
		}
	}
}

func TestReadInviteRefuses(t *testing.T) {
	good := offerOf(t, Game{ID: "phalanx"})
	withApp := func(app byte) string {
		d := good
		d.App = app
		return encoded(t, d)
	}
	reply := good
	reply.Offer, reply.Setup = false, "active"
	c := encoded(t, good)
	for _, tc := range []struct {
		name, text string
		want       error
	}{
		{"a reply", encoded(t, reply), ErrNotInvite},
		{"game 0", withApp(0), code.ErrNotCode},
		{"resumed game 0", withApp(resumeBit), code.ErrNotCode},
		{"game 127", withApp(127), ErrUnknownGame},
		{"game 6", withApp(6), ErrUnknownGame},
		{"cut", c[:len(c)-3], code.ErrShort},
		{"cut link", JoinPrefix + c[:20], code.ErrShort},
		{"typo", c[:30] + "_" + c[31:], code.ErrTypo},
		{"empty link", "https://example.org/#join=", code.ErrShort},
		{"a game link", "https://example.org/#game=1abc", code.ErrNotCode},
	} {
		if _, err := ReadInvite(tc.text); !errors.Is(err, tc.want) {
			t.Errorf("%s: ReadInvite = %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestReplyTag(t *testing.T) {
	invite := offerOf(t, Game{ID: "parry"})
	reply := invite
	reply.Offer, reply.Setup, reply.App = false, "active", tagOf(invite)
	c := encoded(t, reply)
	if _, err := readReply(c, tagOf(invite)); err != nil {
		t.Errorf("readReply(reply to this invite) = %v", err)
	}
	other := invite
	other.Ufrag = "Zz9f"
	if tagOf(other) == tagOf(invite) {
		t.Fatal("two invites share a tag; pick another ufrag for the test")
	}
	if _, err := readReply(c, tagOf(other)); err != ErrOtherInvite {
		t.Errorf("readReply(reply to another invite) = %v, want ErrOtherInvite", err)
	}
	if _, err := readReply(encoded(t, invite), tagOf(invite)); err != ErrNotReply {
		t.Errorf("readReply(an invite) = %v, want ErrNotReply", err)
	}
	if _, err := readReply(strings.Repeat("A", 120), 0); !errors.Is(err, code.ErrNotCode) {
		t.Errorf("readReply(AAA…) = %v, want ErrNotCode", err)
	}
}

var inviteErrors = []error{code.ErrShort, code.ErrTypo, code.ErrNewer, code.ErrNotCode, ErrNotInvite, ErrUnknownGame}

// FuzzReadInvite: ReadInvite never panics, fails only with a player's
// error, and an invite it accepts is a code that encodes its game.
func FuzzReadInvite(f *testing.F) {
	c := encoded(f, offerOf(f, Game{ID: "conquid", Resume: true}))
	f.Add(c)
	f.Add(JoinLink("http://localhost:8080/", c))
	f.Add("#join=")
	f.Add("join=join=" + c[:50])
	f.Fuzz(func(t *testing.T, text string) {
		inv, err := ReadInvite(text)
		if err != nil {
			for _, e := range inviteErrors {
				if errors.Is(err, e) {
					return
				}
			}
			t.Fatalf("ReadInvite(%q) = %v, not a player's error", text, err)
		}
		d, err := code.Decode(inv.Code)
		if err != nil || !d.Offer {
			t.Fatalf("ReadInvite(%q) gave code %q: %v", text, inv.Code, err)
		}
		if b, ok := gameByte(inv.Game); !ok || b != d.App {
			t.Fatalf("ReadInvite(%q) = game %+v, app byte %#x", text, inv.Game, d.App)
		}
	})
}
