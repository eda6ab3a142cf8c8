package protocol

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
)

// star is a hub and its guests wired in memory: every message goes
// through Encode and ReceiveBytes (the hub's Receive), in order.
type star struct {
	t       testing.TB
	hub     *Hub
	guests  []*Match                 // guests[g-1]: guest g
	toHub   [][]Message              // toHub[g-1]: on their way from guest g
	toGuest [][]Message              // toGuest[g-1]: on their way to guest g
	events  []Event                  // what the hub and the guests reported
	strict  bool                     // fail on any refusal or desync
	away    int                      // a guest whose connection is down (its messages are lost), or 0
	check   func(g int, msg Message) // when set, looks at each message before guest g takes it
	window  *Window                  // when set, the hub's measure of each guest's turn (ReceiveAt)
}

// newStar sets up a hub with one guest per device after the first, and
// lets every guest join.
func newStar(t testing.TB, game string, opts game.Options, devices []game.PlayerSet, seed uint64) *star {
	t.Helper()
	return newStarOf(t, HubConfig{App: "test", Game: game, Options: opts, Devices: devices}, seed)
}

// newStarOf is newStar for the hub cfg sets up.
func newStarOf(t testing.TB, cfg HubConfig, seed uint64) *star {
	t.Helper()
	devices := cfg.Devices
	hub, err := NewHub(cfg, entropy(seed))
	if err != nil {
		t.Fatal(err)
	}
	s := &star{t: t, hub: hub, strict: true, toHub: make([][]Message, len(devices)-1), toGuest: make([][]Message, len(devices)-1)}
	for g := 1; g < len(devices); g++ {
		s.guests = append(s.guests, Join("test", entropy(seed+uint64(g))))
		s.toGuest[g-1] = append(s.toGuest[g-1], hub.Start(g)...)
	}
	s.pump()
	for g, m := range s.guests {
		if !m.Settled() || m.Seats() != devices[g+1] {
			t.Fatalf("guest %d: settled %v with seats %v, want %v", g+1, m.Settled(), m.Seats().List(), devices[g+1].List())
		}
	}
	return s
}

// route queues what the hub sends.
func (s *star) route(out Outbox) {
	for g := 1; g < len(out); g++ {
		s.toGuest[g-1] = append(s.toGuest[g-1], out[g]...)
	}
}

// pump delivers messages until none are on their way.
func (s *star) pump() {
	s.t.Helper()
	for busy := true; busy; {
		busy = false
		for g := range s.guests {
			if g+1 == s.away {
				s.toGuest[g], s.toHub[g] = nil, nil
				continue
			}
			for len(s.toGuest[g]) > 0 {
				msg := s.toGuest[g][0]
				s.toGuest[g] = s.toGuest[g][1:]
				if s.check != nil {
					s.check(g+1, msg)
				}
				out, events := s.guests[g].ReceiveBytes(s.encode(msg))
				s.note(fmt.Sprintf("guest %d", g+1), events)
				s.toHub[g] = append(s.toHub[g], out...)
				busy = true
			}
			for len(s.toHub[g]) > 0 {
				msg := s.toHub[g][0]
				s.toHub[g] = s.toHub[g][1:]
				var out Outbox
				var events []Event
				if s.window != nil {
					out, events = s.hub.ReceiveAt(g+1, s.encode(msg), *s.window)
				} else {
					out, events = s.hub.Receive(g+1, s.encode(msg))
				}
				s.note(fmt.Sprintf("the hub from guest %d", g+1), events)
				s.route(out)
				busy = true
			}
		}
	}
}

func (s *star) encode(msg Message) []byte {
	s.t.Helper()
	data, err := Encode(msg)
	if err != nil {
		s.t.Fatalf("Encode(%+v): %v", msg, err)
	}
	return data
}

// note keeps events, and fails on a refusal or a desync when strict.
func (s *star) note(who string, events []Event) {
	s.t.Helper()
	for _, e := range events {
		if s.strict && (e.Kind == Refused || e.Kind == PeerRefused || e.Kind == Desync) {
			s.t.Fatalf("%s: %s", who, e.Text)
		}
	}
	s.events = append(s.events, events...)
}

// reconnect has every guest and the hub greet each other again.
func (s *star) reconnect() {
	for g, m := range s.guests {
		s.toGuest[g] = append(s.toGuest[g], s.hub.Start(g+1)...)
		s.toHub[g] = append(s.toHub[g], m.Start()...)
	}
	s.pump()
}

// playRandom plays random legal steps, on whichever device can, until the
// game is over on the hub, and returns how many were entered.
func (s *star) playRandom(rng *rand.Rand, maxSteps int) int {
	s.t.Helper()
	n := 0
	for !s.hub.Result().Over {
		var ready []int // 0: the hub, g: guest g
		if s.hub.CanPlay() == nil {
			ready = append(ready, 0)
		}
		for g, m := range s.guests {
			if m.CanPlay() == nil {
				ready = append(ready, g+1)
			}
		}
		if len(ready) == 0 {
			s.t.Fatalf("no device can play at step %d: the hub: %v", len(s.hub.Record().Steps), s.hub.CanPlay())
		}
		s.playOne(rng, ready[rng.IntN(len(ready))])
		if n++; n > maxSteps {
			s.t.Fatalf("not over after %d steps", n)
		}
	}
	return n
}

// playOne has device d play a random legal step.
func (s *star) playOne(rng *rand.Rand, d int) {
	s.t.Helper()
	if d == 0 {
		legal := game.LegalTexts(s.hub.Position())
		out, err := s.hub.Local(legal[rng.IntN(len(legal))])
		if err != nil {
			s.t.Fatalf("the hub: %v", err)
		}
		s.route(out)
	} else {
		m := s.guests[d-1]
		legal := game.LegalTexts(m.Position())
		out, err := m.Local(legal[rng.IntN(len(legal))])
		if err != nil {
			s.t.Fatalf("guest %d: %v", d, err)
		}
		s.toHub[d-1] = append(s.toHub[d-1], out...)
	}
	s.pump()
}

// firstReady is the first device that can play: 0 for the hub, g for
// guest g.
func (s *star) firstReady() int {
	if s.hub.CanPlay() == nil {
		return 0
	}
	for g, m := range s.guests {
		if m.CanPlay() == nil {
			return g + 1
		}
	}
	s.t.Fatal("no device can play")
	return -1
}

// sameEverywhere fails unless every device has the hub's record and result.
func (s *star) sameEverywhere() {
	s.t.Helper()
	want := s.hub.Record().Steps
	for g, m := range s.guests {
		if got := m.Record().Steps; !slices.Equal(got, want) {
			s.t.Fatalf("guest %d has %d steps, the hub %d:\n%v\n%v", g+1, len(got), len(want), got, want)
		}
		if x, y := m.Result(), s.hub.Result(); x.Over != y.Over || x.Winners != y.Winners {
			s.t.Fatalf("guest %d's result %+v, the hub's %+v", g+1, x, y)
		}
	}
	for g := 1; g <= s.hub.Guests(); g++ {
		if got := s.hub.Link(g).Record().Steps; !slices.Equal(got, want) {
			s.t.Fatalf("the hub's link with guest %d has %d steps, the hub %d", g, len(got), len(want))
		}
	}
}

// hubGames are the games the whole-game tests play with a hub: Parry with
// 3, 4 and 6 devices (one with a hub that only watches, one with a guest
// playing two seats hot-seat) and Source of Power with 3.
var hubGames = []struct {
	game    string
	opts    game.Options
	devices []game.PlayerSet
}{
	{"parry", game.Options{"players": "3"}, []game.PlayerSet{seats(1), seats(2), seats(3)}},
	{"parry", game.Options{"players": "4"}, []game.PlayerSet{seats(2), seats(1), seats(3), seats(4)}},
	{"parry", game.Options{"players": "4"}, []game.PlayerSet{0, seats(1, 3), seats(2), seats(4)}},
	{"parry", game.Options{"players": "6"}, []game.PlayerSet{seats(1), seats(2), seats(3), seats(4), seats(5), seats(6)}},
	{"source-of-power", game.Options{"players": "3"}, []game.PlayerSet{seats(1), seats(2), seats(3)}},
	{"source-of-power", game.Options{"players": "3"}, []game.PlayerSet{seats(2), seats(3, 1)}},
	{"source-of-power", game.Options{"players": "3"}, []game.PlayerSet{0, seats(3), seats(1), seats(2)}},
}

// TestHubWholeGames plays random games through a hub, every message
// through the wire format: every device ends with the same record and
// result, and no message was ever refused.
func TestHubWholeGames(t *testing.T) {
	for i, hg := range hubGames {
		t.Run(fmt.Sprintf("%s%v-%d-devices-%d", hg.game, hg.opts, len(hg.devices), i), func(t *testing.T) {
			s := newStar(t, hg.game, hg.opts, hg.devices, uint64(10+i))
			n := s.playRandom(rand.New(rand.NewPCG(uint64(i), 11)), 20000)
			s.sameEverywhere()
			t.Logf("%d steps entered, record of %d, %s", n, len(s.hub.Record().Steps), s.hub.Result().Reason)
		})
	}
}

// parryStar is a game of Parry for three devices (the hub plays 1, guest 1
// plays 2, guest 2 plays 3) after a few random steps, with guest 1's
// seat to move.
func parryStar(t testing.TB) *star {
	t.Helper()
	s := newStar(t, "parry", game.Options{"players": "3"}, []game.PlayerSet{seats(1), seats(2), seats(3)}, 40)
	rng := rand.New(rand.NewPCG(40, 1))
	for s.hub.Position().Mover() != 2 || len(s.hub.Record().Steps) < 6 {
		d := s.hub.deviceOf(s.hub.Position().Mover())
		s.playOne(rng, d)
	}
	return s
}

// nextStep is the hub's record length, a legal step now, and the
// position hash after it: what a forged step needs.
func (s *star) nextStep() (n int, legal, hash string) {
	pos := s.hub.Position()
	legal = game.LegalTexts(pos)[0]
	next := pos.Clone()
	game.Play(next, legal)
	return len(s.hub.Record().Steps), legal, HashText(next.Hash())
}

// TestHubRefusesForgedSteps sends the hub steps no honest guest sends:
// each is refused on the sender's link with the problem it is, the sender
// is told, nothing goes to the other guest, and no record changes.
func TestHubRefusesForgedSteps(t *testing.T) {
	s := parryStar(t)
	n, legal, hash := s.nextStep()
	for _, tc := range []struct {
		name string
		from int // the guest that sends it
		msg  Message
		want Problem
	}{
		{"out of turn (another guest's seat)", 2, Message{Kind: KindStep, Seq: n + 1, Step: legal, Hash: hash}, WrongSeat},
		{"replayed", 1, Message{Kind: KindStep, Seq: n, Step: s.hub.Record().Steps[n-1], Hash: hash}, Replayed},
		{"out of order", 1, Message{Kind: KindStep, Seq: n + 2, Step: legal, Hash: hash}, OutOfOrder},
		{"another hash", 1, Message{Kind: KindStep, Seq: n + 1, Step: legal, Hash: strings.Repeat("0", 16)}, HashMismatch},
		{"illegal", 1, Message{Kind: KindStep, Seq: n + 1, Step: "place 99,99", Hash: hash}, Illegal},
		{"orders in Parry", 1, Message{Kind: KindOrdersCommit, Seq: n, Seat: 2, Commit: strings.Repeat("ab", 32)}, Malformed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, events := s.hub.Receive(tc.from, s.encode(tc.msg))
			if len(events) != 1 || events[0].Kind != Refused || events[0].Problem != tc.want {
				t.Fatalf("events %+v, want one refusal %s", events, tc.want)
			}
			for g := 1; g < len(out); g++ {
				switch {
				case g == tc.from && (len(out[g]) != 1 || out[g][0].Kind != KindReject || out[g][0].Code != tc.want):
					t.Errorf("the sender gets %+v, want a reject %s", out[g], tc.want)
				case g != tc.from && len(out[g]) > 0:
					t.Errorf("guest %d gets %+v", g, out[g])
				}
			}
			if got := s.hub.Record().Steps; len(got) != n {
				t.Errorf("the hub's record went from %d to %d steps", n, len(got))
			}
		})
	}
	s.playRandom(rand.New(rand.NewPCG(41, 1)), 20000) // the game goes on
	s.sameEverywhere()
}

// TestHubStepsChecked: a guest refuses a step the hub says another guest
// played for a seat that guest plays itself, and one with another hash.
func TestHubStepsChecked(t *testing.T) {
	s := parryStar(t)
	guest := s.guests[0] // plays seat 2, to move
	n := len(guest.Record().Steps)
	step := game.LegalTexts(guest.Position())[0]
	_, events := guest.ReceiveBytes(s.encode(Message{Kind: KindStep, Seq: n + 1, Step: step, Hash: "0000000000000000"}))
	if len(events) != 1 || events[0].Problem != WrongSeat {
		t.Errorf("a step for the guest's own seat from the hub: %+v", events)
	}
	if len(guest.Record().Steps) != n {
		t.Error("the guest took it")
	}
}

// FuzzHubReceive: any bytes from a guest never panic the hub; a message
// its link refuses changes nothing and goes to no other guest; and once
// the devices greet each other again (the message may have been a bye),
// the game can be played to its end with every device agreeing.
func FuzzHubReceive(f *testing.F) {
	for _, m := range validMessages {
		data, _ := Encode(m)
		f.Add(uint8(1), data)
	}
	f.Add(uint8(2), []byte(`{"v":2,"kind":"step","seq":7,"step":"place 0,0","hash":"0000000000000000"}`))
	f.Fuzz(func(t *testing.T, from uint8, data []byte) {
		s := parryStar(t)
		g := 1 + int(from)%2
		before := s.hub.Record().Steps
		out, events := s.hub.Receive(g, data)
		if slices.ContainsFunc(events, func(e Event) bool { return e.Kind == Refused }) {
			if got := s.hub.Record().Steps; !slices.Equal(got, before) {
				t.Fatalf("a refused message changed the hub's record: %q", data)
			}
			if len(out[3-g]) > 0 {
				t.Fatalf("a refused message went to the other guest: %q", data)
			}
		}
		s.strict = false
		s.route(out)
		s.pump()
		if r := s.hub.Result(); r.Reason == reasonResigned && r.Winners&s.guests[g-1].Seats() == 0 {
			s.guests[g-1].Resign() // the resignation g's page sent: it ended the game there too
		}
		s.reconnect() // after a bye, say
		s.strict = true
		s.playRandom(rand.New(rand.NewPCG(42, 2)), 20000)
		s.sameEverywhere()
	})
}

// TestHubGuestRejoins: a guest of a four-device Parry game drops, the game
// goes on without it until its seat is to move, and it comes back from its
// save (a reload) with the steps it missed, each checked with the rules;
// the game then plays to its end on every device.
func TestHubGuestRejoins(t *testing.T) {
	s := newStar(t, "parry", game.Options{"players": "4"}, []game.PlayerSet{seats(1), seats(2), seats(3), seats(4)}, 50)
	rng := rand.New(rand.NewPCG(50, 1))
	for n := 0; n < 9 || s.hub.deviceOf(s.hub.Position().Mover()) != 1; n++ {
		s.playOne(rng, s.hub.deviceOf(s.hub.Position().Mover()))
	}
	saved := saveOf(t, s.guests[1])
	s.away = 2
	missed := 0
	for d := s.hub.deviceOf(s.hub.Position().Mover()); d != 2 && !s.hub.Result().Over; d = s.hub.deviceOf(s.hub.Position().Mover()) {
		s.playOne(rng, d)
		missed++
	}
	s.away = 0
	s.guests[1] = restore(t, saved, 51)
	before := len(s.guests[1].Record().Steps)
	s.reconnect()
	if got := len(s.guests[1].Record().Steps); got != len(s.hub.Record().Steps) {
		t.Fatalf("the guest came back with %d steps (had %d, missed %d), the hub has %d", got, before, missed, len(s.hub.Record().Steps))
	}
	t.Logf("the guest missed %d steps and took them when it came back", missed)
	s.playRandom(rng, 20000)
	s.sameEverywhere()
}

// TestHubStepBeforeHello: the hub plays its first step before a guest's
// hello has come back; the guest gets it once its hello arrives.
func TestHubStepBeforeHello(t *testing.T) {
	devices := []game.PlayerSet{seats(1), seats(2), seats(3)}
	hub, err := NewHub(HubConfig{App: "test", Game: "parry", Options: game.Options{"players": "3"}, Devices: devices}, entropy(60))
	if err != nil {
		t.Fatal(err)
	}
	s := &star{t: t, hub: hub, strict: true, toHub: make([][]Message, 2), toGuest: make([][]Message, 2)}
	for g := 1; g <= 2; g++ {
		guest := Join("test", entropy(60+uint64(g)))
		for _, msg := range hub.Start(g) {
			out, _ := guest.ReceiveBytes(s.encode(msg)) // the guest joins and says hello
			s.toHub[g-1] = append(s.toHub[g-1], out...)
		}
		s.guests = append(s.guests, guest)
	}
	step := game.LegalTexts(hub.Position())[0]
	out, err := hub.Local(step) // before the guests' hellos reach the hub
	if err != nil {
		t.Fatal(err)
	}
	s.route(out)
	s.pump()
	for g, m := range s.guests {
		if got := m.Record().Steps; !slices.Equal(got, []string{step}) {
			t.Errorf("guest %d has %q, want the hub's first step %q", g+1, got, step)
		}
	}
	s.playRandom(rand.New(rand.NewPCG(60, 1)), 20000)
	s.sameEverywhere()
}

// TestHubSaveRestore reloads the hub in the middle of a game, in Parry and
// in Source of Power (with the hub's orders sealed and not yet revealed):
// the restored hub and its guests greet each other again and play the game
// to its end, every device agreeing.
func TestHubSaveRestore(t *testing.T) {
	for i, hg := range []int{0, 4} {
		c := hubGames[hg]
		t.Run(c.game, func(t *testing.T) {
			s := newStar(t, c.game, c.opts, c.devices, uint64(70+i))
			rng := rand.New(rand.NewPCG(uint64(70+i), 1))
			for range 12 {
				s.playOne(rng, s.firstReady())
			}
			if _, orders := s.hub.pos.(game.Orders); orders {
				for s.hub.CanPlay() == nil { // the hub seals its orders; the guests have not
					s.playOne(rng, 0)
				}
			}
			data, err := s.hub.Save()
			if err != nil {
				t.Fatal(err)
			}
			if s.hub, err = RestoreHub(data, "test", entropy(80)); err != nil {
				t.Fatal(err)
			}
			s.reconnect()
			s.playRandom(rng, 20000)
			s.sameEverywhere()
		})
	}
}

// FuzzRestoreHub: reading any bytes as a saved hub never panics; a hub
// that reads can be saved again and greet its guests.
func FuzzRestoreHub(f *testing.F) {
	for _, hg := range []int{0, 4} {
		c := hubGames[hg]
		s := newStar(f, c.game, c.opts, c.devices, 90)
		rng := rand.New(rand.NewPCG(90, 1))
		for range 5 {
			data, err := s.hub.Save()
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
			s.playOne(rng, s.firstReady())
		}
	}
	f.Add([]byte(`{"v":1,"devices":[[1],[2]],"record":{"game":"parry"},"links":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := RestoreHub(data, "test", entropy(91))
		if err != nil {
			return
		}
		if _, err := h.Save(); err != nil {
			t.Fatalf("a restored hub cannot be saved: %v", err)
		}
		for g := 1; g <= h.Guests(); g++ {
			h.Start(g)
		}
	})
}

// TestHubAway: the hub tells the other guests when a guest's device drops
// and comes back; a guest that says so itself is refused.
func TestHubAway(t *testing.T) {
	s := parryStar(t)
	for _, back := range []bool{false, true} {
		out := s.hub.Away(2, back)
		if len(out[2]) != 0 || len(out[1]) != 1 {
			t.Fatalf("Away(2, %v) sends %v", back, out)
		}
		_, events := s.guests[0].ReceiveBytes(s.encode(out[1][0]))
		want := DeviceAway
		if back {
			want = DeviceBack
		}
		if len(events) != 1 || events[0].Kind != want || events[0].Seat != 3 {
			t.Errorf("guest 1 hears %+v", events)
		}
	}
	_, events := s.hub.Receive(1, s.encode(Message{Kind: KindAway, Seat: 3}))
	if len(events) != 1 || events[0].Problem != WrongSeat {
		t.Errorf("a guest that says another left: %+v", events)
	}
	_, events = s.hub.Receive(1, s.encode(Message{Kind: KindJoining, Count: 1}))
	if len(events) != 1 || events[0].Problem != WrongSeat {
		t.Errorf("a guest that says others are to join: %+v", events)
	}
}

// TestJoiningBeforeHello: a guest that has joined hears, before the hub's
// hello, how many devices are still to join.
func TestJoiningBeforeHello(t *testing.T) {
	guest := Join("test", entropy(1))
	data, _ := Encode(Message{Kind: KindJoining, Count: 2})
	out, events := guest.ReceiveBytes(data)
	if len(out) != 0 || len(events) != 1 || events[0].Kind != Joining || events[0].Count != 2 {
		t.Errorf("a guest hears joining as %+v, answering %+v", events, out)
	}
}

// TestHubDevicesTold: each guest learns from the hub's hello how many
// devices play, and keeps it across a save; and which device plays each
// seat, also from a hub restored from its save.
func TestHubDevicesTold(t *testing.T) {
	s := newStar(t, "parry", game.Options{"players": "4"}, []game.PlayerSet{seats(2), seats(1, 4), seats(3)}, 8)
	for g, m := range s.guests {
		if m.Devices() != 3 || restore(t, saveOf(t, m), 7).Devices() != 3 {
			t.Errorf("guest %d thinks %d devices play", g+1, m.Devices())
		}
		if got := m.Where(); !slices.Equal(got, []int{1, 0, 2, 1}) {
			t.Errorf("guest %d thinks the seats are played on devices %v", g+1, got)
		}
	}
	data, _ := s.hub.Save()
	h, err := RestoreHub(data, "test", entropy(9))
	if err != nil {
		t.Fatal(err)
	}
	if hello := h.Start(1)[0].Hello; !slices.Equal(hello.Where, []int{1, 0, 2, 1}) {
		t.Errorf("a restored hub says the seats are on devices %v", hello.Where)
	}
	if l := newLink(t, Config{App: "test", Game: "phalanx", Seats: seats(1)}, 1); l.side[1].Devices() != 2 {
		t.Errorf("a game of two: %d devices", l.side[1].Devices())
	}
}

// TestHubChat: a guest's chat line goes to every other guest, with the
// seat whose it is.
func TestHubChat(t *testing.T) {
	s := parryStar(t)
	out, _ := s.hub.Receive(1, s.encode(Message{Kind: KindChat, Text: "good luck"}))
	if len(out[2]) != 1 || out[2][0].Text != "good luck" || out[2][0].Seat != 2 || len(out[1]) != 0 {
		t.Errorf("the hub passes on %v", out)
	}
}

// TestHubOwnChat: the hub's own line goes to every guest, with the seat
// whose it is; an empty or oversized line is refused.
func TestHubOwnChat(t *testing.T) {
	s := parryStar(t)
	out, err := s.hub.Chat("hello all")
	if err != nil || len(out[1]) != 1 || len(out[2]) != 1 || out[2][0].Text != "hello all" || out[2][0].Seat != 1 {
		t.Errorf("the hub's chat: %v, %v", out, err)
	}
	if _, err := s.hub.Chat(strings.Repeat("x", MaxChat+1)); err == nil {
		t.Error("an oversized line was sent")
	}
}

// TestHubTakeover: the hub of a four-device Parry game is gone for good
// after a step that reached two guests but not the third. That third
// guest becomes the hub from its own, shorter record, taking the old
// hub's seat too; the two others join it from their saves. The new hub
// takes the step it lacked from the first hello that has it, passes it
// on, and the game plays to its end with every device agreeing.
func TestHubTakeover(t *testing.T) {
	old := newStar(t, "parry", game.Options{"players": "4"}, []game.PlayerSet{seats(1), seats(2), seats(3), seats(4)}, 60)
	rng := rand.New(rand.NewPCG(60, 1))
	for n := 0; n < 8 || old.hub.deviceOf(old.hub.Position().Mover()) == 2; n++ {
		old.playOne(rng, old.hub.deviceOf(old.hub.Position().Mover()))
	}
	old.away = 2 // guest 2 misses the next step
	old.playOne(rng, old.hub.deviceOf(old.hub.Position().Mover()))
	want := old.hub.Record().Steps
	if got := old.guests[1].Record().Steps; len(got) != len(want)-1 {
		t.Fatalf("guest 2 has %d steps, the hub %d", len(got), len(want))
	}

	nh, err := NewHub(HubConfig{App: "test", Game: "parry", Options: game.Options{"players": "4"},
		Devices: []game.PlayerSet{seats(1, 3), seats(2), seats(4)}, Steps: old.guests[1].Record().Steps}, entropy(61))
	if err != nil {
		t.Fatal(err)
	}
	s := &star{t: t, hub: nh, strict: true, toHub: make([][]Message, 2), toGuest: make([][]Message, 2)}
	for g, m := range []*Match{old.guests[0], old.guests[2]} {
		m = restore(t, saveOf(t, m), uint64(62+g)) // each friend's page reloaded
		s.guests = append(s.guests, m)
		s.toGuest[g] = nh.Start(g + 1)
		s.toHub[g] = m.Start()
	}
	s.pump()
	if got := nh.Record().Steps; !slices.Equal(got, want) {
		t.Fatalf("the new hub has %d steps, want the %d the old one had", len(got), len(want))
	}
	s.sameEverywhere()
	s.playRandom(rng, 20000)
	s.sameEverywhere()
}

// TestHubTakeoverChecked: a record that breaks the rules, or stops in the
// middle of a turn of orders, is no game to take over.
func TestHubTakeoverChecked(t *testing.T) {
	for _, tc := range []struct {
		game  string
		steps []string
	}{
		{"parry", []string{"no such step"}},
		{"source-of-power", []string{"end"}},
	} {
		_, err := NewHub(HubConfig{App: "test", Game: tc.game, Options: game.Options{"players": "3"},
			Devices: []game.PlayerSet{seats(1), seats(2), seats(3)}, Steps: tc.steps}, entropy(1))
		if err == nil {
			t.Errorf("%s from %q: taken over", tc.game, tc.steps)
		}
	}
}

// TestHubOfOneGuestCoin: with one guest a coin flip settles the seats the
// hub proposes, and the guest's page sees a friend's: nothing says how
// many devices play or which plays what. Over seeds, both sides of the
// coin come up; a coin among three devices is refused.
func TestHubOfOneGuestCoin(t *testing.T) {
	swapped := 0
	for seed := uint64(1); seed <= 12; seed++ {
		hub, err := NewHub(HubConfig{App: "test", Game: "conquid", Devices: []game.PlayerSet{seats(1), seats(2)}, Coin: true}, entropy(seed))
		if err != nil {
			t.Fatal(err)
		}
		if hub.Settled() || hub.CanPlay() == nil {
			t.Fatal("the hub plays before the coin has fallen")
		}
		s := &star{t: t, hub: hub, strict: true, toHub: make([][]Message, 1), toGuest: make([][]Message, 1),
			guests: []*Match{Join("test", entropy(seed+100))}}
		s.toGuest[0] = hub.Start(1)
		s.pump()
		g := s.guests[0]
		if !hub.Settled() || !g.Settled() || hub.Seats()&g.Seats() != 0 || hub.Seats()|g.Seats() != seats(1, 2) {
			t.Fatalf("seed %d: the hub plays %v, the guest %v", seed, hub.Seats().List(), g.Seats().List())
		}
		if hub.Seats() == seats(2) {
			swapped++
		}
		if g.Where() != nil || g.Devices() != 2 {
			t.Errorf("seed %d: the guest was told devices %d, where %v", seed, g.Devices(), g.Where())
		}
		data, _ := hub.Save()
		if back, err := RestoreHub(data, "test", entropy(9)); err != nil || back.Seats() != hub.Seats() || !back.Settled() {
			t.Fatalf("seed %d: restored %v", seed, err)
		}
		s.playRandom(rand.New(rand.NewPCG(seed, 2)), 3000)
		s.sameEverywhere()
	}
	if swapped == 0 || swapped == 12 {
		t.Errorf("the coin swapped the seats in %d games of 12", swapped)
	}
	if _, err := NewHub(HubConfig{App: "test", Game: "parry", Options: game.Options{"players": "3"}, Devices: []game.PlayerSet{seats(1), seats(2), seats(3)}, Coin: true}, entropy(1)); err == nil {
		t.Error("a coin flip among three devices")
	}
}
