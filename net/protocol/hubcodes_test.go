package protocol

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game"
)

// exchangeCodes has the hub and every guest trade move codes until no code
// brings anything new: a code that was already applied is no error, any
// other refusal fails the test.
func (s *star) exchangeCodes() {
	s.t.Helper()
	for busy := true; busy; {
		busy = false
		for g, m := range s.guests {
			code, err := s.hub.MoveCode(g + 1)
			if err != nil {
				s.t.Fatalf("the hub's code for guest %d: %v", g+1, err)
			}
			events, err := m.ApplyCode(code)
			busy = s.applied(fmt.Sprintf("guest %d", g+1), events, err) || busy
			if code, err = m.MoveCode(); err != nil {
				s.t.Fatalf("guest %d's code: %v", g+1, err)
			}
			events, err = s.hub.ApplyCode(g+1, code)
			busy = s.applied(fmt.Sprintf("the hub from guest %d", g+1), events, err) || busy
		}
	}
}

// applied tells whether a code was applied, failing on any refusal but
// that of a code already applied.
func (s *star) applied(who string, events []Event, err error) bool {
	s.t.Helper()
	var r *Refusal
	if errors.As(err, &r) && r.Problem == Replayed {
		return false
	}
	if err != nil {
		s.t.Fatalf("%s: %v", who, err)
	}
	s.note(who, events)
	return true
}

// TestHubByCodes plays games on several devices online, switches every
// device to move codes after a drop (with steps on the way lost), and
// plays each to its end by codes through the hub: every device ends with
// the same record and result.
func TestHubByCodes(t *testing.T) {
	for i, hg := range hubGames {
		t.Run(fmt.Sprintf("%s%v-%d-devices-%d", hg.game, hg.opts, len(hg.devices), i), func(t *testing.T) {
			s := newStar(t, hg.game, hg.opts, hg.devices, uint64(70+i))
			rng := rand.New(rand.NewPCG(uint64(i), 71))
			for range 6 {
				s.playOne(rng, s.firstReady())
			}
			s.away = 1 // guest 1's connection dies: what it or the hub sends next is lost
			if d := s.firstReady(); d != 2 {
				s.playOne(rng, d)
			}
			s.away = 0
			if err := s.hub.ToCodes(); err != nil {
				t.Fatal(err)
			}
			for g, m := range s.guests {
				if err := m.ToCodes(); err != nil {
					t.Fatalf("guest %d: %v", g+1, err)
				}
			}
			s.exchangeCodes()
			for n := 0; !s.hub.Result().Over; n++ {
				if n > 20000 {
					t.Fatal("not over")
				}
				s.playCoded(rng, s.firstReady())
				s.exchangeCodes()
			}
			s.sameEverywhere()
		})
	}
}

// playCoded has device d play a random legal step by correspondence: the
// step stays with it until the codes are traded.
func (s *star) playCoded(rng *rand.Rand, d int) {
	s.t.Helper()
	var err error
	if d == 0 {
		legal := game.LegalTexts(s.hub.Position())
		_, err = s.hub.Local(legal[rng.IntN(len(legal))])
	} else {
		m := s.guests[d-1]
		legal := game.LegalTexts(m.Position())
		_, err = m.Local(legal[rng.IntN(len(legal))])
	}
	if err != nil {
		s.t.Fatalf("device %d: %v", d, err)
	}
}

// TestHubCodeRefused: a guest's code with a forged step changes nothing
// anywhere, and a code already applied is refused as such.
func TestHubCodeRefused(t *testing.T) {
	s := parryStar(t)
	if err := s.hub.ToCodes(); err != nil {
		t.Fatal(err)
	}
	for _, m := range s.guests {
		m.ToCodes()
	}
	forger := s.guests[1] // guest 2 plays a step for guest 1's seat, which is to move
	forger.local = forger.all()
	legal := game.LegalTexts(forger.Position())
	forger.Local(legal[0])
	code, _ := forger.MoveCode()
	before := s.hub.Record().Steps
	if _, err := s.hub.ApplyCode(2, code); err == nil || len(s.hub.Record().Steps) != len(before) {
		t.Fatalf("a forged step: %v, %d steps (had %d)", err, len(s.hub.Record().Steps), len(before))
	}
	if _, err := s.hub.ApplyCode(2, code); err == nil {
		t.Fatal("the forged code was taken the second time")
	}
	honest := s.guests[0]
	honest.Local(game.LegalTexts(honest.Position())[0])
	code, _ = honest.MoveCode()
	if _, err := s.hub.ApplyCode(1, code); err != nil {
		t.Fatal(err)
	}
	var r *Refusal
	if _, err := s.hub.ApplyCode(1, code); !errors.As(err, &r) || r.Problem != Replayed {
		t.Errorf("the same code again: %v", err)
	}
}

// FuzzHubApplyCode: any text pasted as a guest's move code never panics
// the hub; a code it refuses changes no record, on the hub or on any link.
func FuzzHubApplyCode(f *testing.F) {
	s := parryStar(f)
	s.hub.ToCodes()
	m := s.guests[0]
	m.ToCodes()
	m.Local(game.LegalTexts(m.Position())[0])
	code, _ := m.MoveCode()
	f.Add(uint8(0), code)
	f.Add(uint8(1), code[:len(code)/2])
	f.Add(uint8(1), "not a code")
	f.Fuzz(func(t *testing.T, from uint8, code string) {
		s := parryStar(t)
		if err := s.hub.ToCodes(); err != nil {
			t.Fatal(err)
		}
		g := 1 + int(from)%2
		before := s.hub.Record().Steps
		if _, err := s.hub.ApplyCode(g, code); err != nil {
			if got := s.hub.Record().Steps; !slices.Equal(got, before) {
				t.Fatalf("a refused code changed the hub's record: %q", code)
			}
			for j := 1; j <= 2; j++ {
				if got := s.hub.Link(j).Record().Steps; !slices.Equal(got, before) {
					t.Fatalf("a refused code changed link %d: %q", j, code)
				}
			}
		}
	})
}

// TestHubByCodesFromTheStart: a hub of a game by move codes from the
// start hands its one guest a first code that starts the guest's game
// (JoinCode), and the two play it to its end by codes.
func TestHubByCodesFromTheStart(t *testing.T) {
	hub, err := NewHub(HubConfig{App: "test", Game: "phalanx", Devices: []game.PlayerSet{seats(1), seats(2)}, Codes: true}, entropy(1))
	if err != nil || !hub.Codes() {
		t.Fatalf("a hub by codes: %v, codes %v", err, err == nil && hub.Codes())
	}
	rng := rand.New(rand.NewPCG(2, 2))
	var guest *Match
	for i := 0; !hub.Result().Over; i++ {
		if i > 500 {
			t.Fatal("no end after 500 codes")
		}
		for hub.CanPlay() == nil {
			legal := game.LegalTexts(hub.Position())
			if _, err := hub.Local(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		code, err := hub.MoveCode(1)
		if err != nil {
			t.Fatal(err)
		}
		if guest == nil {
			guest, _, err = JoinCode("test", code, entropy(3))
		} else {
			_, err = guest.ApplyCode(code)
		}
		if err != nil {
			t.Fatalf("the hub's code %d: %v", i, err)
		}
		for guest.CanPlay() == nil {
			legal := game.LegalTexts(guest.Position())
			if _, err := guest.Local(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if code, err = guest.MoveCode(); err == nil {
			_, err = hub.ApplyCode(1, code)
		}
		if err != nil {
			t.Fatalf("the guest's code %d: %v", i, err)
		}
	}
	if code, err := hub.MoveCode(1); err == nil {
		guest.ApplyCode(code) // the last steps, if the hub's ended the game
	}
	if !slices.Equal(hub.Record().Steps, guest.Record().Steps) {
		t.Fatal("the records differ at the end")
	}
}
