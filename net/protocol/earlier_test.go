package protocol

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"pentarchy/game"
)

// The games in testdata/saved-v1 were saved by the pages of wire protocol
// version 1 (commit 821fd90): a game of Phalanx online, both sides; one of
// Source of Power with the host's orders sealed; one of Conquid by move
// codes; one of Parry on three devices, the hub and a guest. A page of a
// later version must go on with them.

func earlierSave(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "saved-v1", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestEarlierSavesResume: each pair of saved sides greets again, agrees on
// the game and plays on to its end; the hub takes its guests back and
// plays on too.
func TestEarlierSavesResume(t *testing.T) {
	for _, pair := range [][2]string{{"host", "guest"}, {"power-host-sealed", "power-guest"}} {
		l := connect(t, restore(t, earlierSave(t, pair[0]), 1), restore(t, earlierSave(t, pair[1]), 2))
		same(t, l.side[0], l.side[1])
		if n := len(l.side[0].Record().Steps); pair[0] == "host" && n != 9 {
			t.Fatalf("the resumed game has %d steps, want 9", n)
		}
		l.playRandom(rand.New(rand.NewPCG(3, 3)), 3000)
		same(t, l.side[0], l.side[1])
	}

	mail := &mail{t: t, side: [2]*Match{restore(t, earlierSave(t, "codes-host"), 1), restore(t, earlierSave(t, "codes-guest"), 2)},
		rng: rand.New(rand.NewPCG(8, 8))}
	mail.playOut(1)
	same(t, mail.side[0], mail.side[1])

	hub, err := RestoreHub(earlierSave(t, "hub"), "test", entropy(4))
	if err != nil {
		t.Fatal(err)
	}
	s := &star{t: t, hub: hub, strict: true, toHub: make([][]Message, 2), toGuest: make([][]Message, 2)}
	s.guests = []*Match{restore(t, earlierSave(t, "hub-guest"), 5), Join("test", entropy(6))}
	for g := 1; g <= 2; g++ {
		s.toGuest[g-1] = append(s.toGuest[g-1], hub.Start(g)...)
		s.toHub[g-1] = append(s.toHub[g-1], s.guests[g-1].Start()...)
	}
	s.pump()
	s.sameEverywhere()
	if got := len(hub.Record().Steps); got != 7 {
		t.Fatalf("the resumed hub has %d steps, want 7", got)
	}
	s.playRandom(rand.New(rand.NewPCG(7, 7)), 3000)
	s.sameEverywhere()
	if !s.guests[0].Settled() || s.guests[0].Seats() != game.PlayerSet(0).With(2) {
		t.Errorf("the saved guest plays %v", s.guests[0].Seats().List())
	}
}

// TestEarlierHostsBecomeHubs: the host's side of a game of two kept by an
// earlier page becomes a hub with one guest (HubOf), which the guest's
// page, kept too, takes up again: with the host's orders sealed, and by
// move codes.
func TestEarlierHostsBecomeHubs(t *testing.T) {
	for _, pair := range [][2]string{{"host", "guest"}, {"power-host-sealed", "power-guest"}} {
		hub, err := HubOf(restore(t, earlierSave(t, pair[0]), 1))
		if err != nil {
			t.Fatal(err)
		}
		s := &star{t: t, hub: hub, strict: true, toHub: make([][]Message, 1), toGuest: make([][]Message, 1),
			guests: []*Match{restore(t, earlierSave(t, pair[1]), 2)}}
		s.toGuest[0] = hub.Start(1)
		s.toHub[0] = s.guests[0].Start()
		s.pump()
		s.sameEverywhere()
		for range 2 { // the hub's poll now: its no ends the offer on the guest too, which may offer again
			s.fromGuest(1)(s.guests[0].OfferDraw())
			s.fromHub(s.hub.Answer(false))
		}
		if s.hub.Result().Over || s.guests[0].Result().Over {
			t.Fatalf("%s: a declined draw ended the game", pair[0])
		}
		s.playRandom(rand.New(rand.NewPCG(11, 11)), 3000)
		s.sameEverywhere()
		data, err := hub.Save()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := RestoreHub(data, "test", entropy(3)); err != nil {
			t.Fatalf("%s: the hub made of it does not restore: %v", pair[0], err)
		}
	}

	hub, err := HubOf(restore(t, earlierSave(t, "codes-host"), 1))
	if err != nil {
		t.Fatal(err)
	}
	guest := restore(t, earlierSave(t, "codes-guest"), 2)
	rng := rand.New(rand.NewPCG(12, 12))
	for i := 0; !hub.Result().Over; i++ {
		if i > 400 {
			t.Fatal("no end after 400 codes")
		}
		for guest.CanPlay() == nil {
			legal := game.LegalTexts(guest.Position())
			if _, err := guest.Local(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		code, err := guest.MoveCode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := hub.ApplyCode(1, code); err != nil {
			t.Fatalf("code %d: %v", i, err)
		}
		for hub.CanPlay() == nil {
			legal := game.LegalTexts(hub.Position())
			if _, err := hub.Local(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if code, err = hub.MoveCode(1); err == nil {
			_, err = guest.ApplyCode(code)
		}
		if err != nil {
			t.Fatalf("the hub's code %d: %v", i, err)
		}
	}
	if !slices.Equal(hub.Record().Steps, guest.Record().Steps) {
		t.Fatal("the records differ at the end")
	}
	if _, err := HubOf(guest); err == nil {
		t.Error("a guest's side became a hub")
	}
}
