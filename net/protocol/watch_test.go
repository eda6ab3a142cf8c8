package protocol

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game"
)

// watch has a new watcher join the star: it is one more of s.guests, the
// hub's device number g, which is returned.
func (s *star) watch() int {
	s.t.Helper()
	g, err := s.hub.Watch()
	if err != nil {
		s.t.Fatalf("Watch: %v", err)
	}
	w := Join("test", entropy(uint64(900+g)))
	if g <= len(s.guests) {
		s.guests[g-1], s.toHub[g-1], s.toGuest[g-1] = w, nil, nil
	} else {
		s.guests = append(s.guests, w)
		s.toHub, s.toGuest = append(s.toHub, nil), append(s.toGuest, nil)
	}
	s.toGuest[g-1] = append(s.toGuest[g-1], s.hub.Start(g)...)
	s.pump()
	if !w.Watching() || w.Seats() != 0 || w.CanPlay() == nil {
		s.t.Fatalf("watcher %d: watching %v, seats %v, can play: %v", g, w.Watching(), w.Seats().List(), w.CanPlay())
	}
	return g
}

// sealedToWatchers fails if a watcher is about to get a turn's orders
// before it holds every living seat's commitment: the orders of no seat
// are shown to a watcher before the last seat has sealed its own.
func (s *star) sealedToWatchers(g int, msg Message) {
	m := s.guests[g-1]
	if !m.Watching() || msg.Kind != KindOrdersReveal || msg.Seq != len(m.rec.Steps) {
		return
	}
	for _, seat := range m.livingSeats() {
		if _, ok := m.turn.commits[seat]; !ok {
			s.t.Fatalf("watcher %d gets player %d's orders before player %d committed", g, msg.Seat, seat)
		}
	}
}

// committed tells whether a seat has sealed its orders for the turn under
// way.
func (s *star) committed() bool {
	return slices.ContainsFunc(livingSeats(s.hub.pos), func(seat int) bool {
		_, ok := s.hub.commitOf(seat)
		return ok
	})
}

// TestWatchWholeGames plays random games through a hub with a watcher
// from the start and another who joins in the middle (in Source of Power,
// with some orders of the turn already sealed): both end with the hub's
// record and result, never could play, saw no orders before every seat
// was committed, and no message was refused.
func TestWatchWholeGames(t *testing.T) {
	for i, hg := range hubGames {
		t.Run(fmt.Sprintf("%s%v-%d-devices-%d", hg.game, hg.opts, len(hg.devices), i), func(t *testing.T) {
			s := newStar(t, hg.game, hg.opts, hg.devices, uint64(70+i))
			s.check = s.sealedToWatchers
			first := s.watch()
			rng := rand.New(rand.NewPCG(uint64(i), 71))
			for (len(s.hub.Record().Steps) < 12 || s.hub.simultaneous && !s.committed()) && !s.hub.Result().Over {
				s.playOne(rng, s.firstReady())
			}
			late := s.watch()
			s.playRandom(rng, 20000)
			s.sameEverywhere()
			for _, g := range []int{first, late} {
				if !s.hub.watching(g) || !s.guests[g-1].Result().Over {
					t.Fatalf("watcher %d: watching %v, result %+v", g, s.hub.watching(g), s.guests[g-1].Result())
				}
			}
		})
	}
}

// TestWatcherRefused sends the hub, from a watcher, everything only a
// player may send: each is refused on the watcher's link as a wrong seat,
// nothing goes to anyone else, the game is unchanged, and a poll does not
// count a watcher's yes.
func TestWatcherRefused(t *testing.T) {
	s := parryStar(t)
	w := s.watch()
	s.fromGuest(1)(s.guests[0].OfferDraw())
	n, legal, hash := s.nextStep()
	for _, msg := range []Message{
		{Kind: KindStep, Seq: n + 1, Step: legal, Hash: hash},
		{Kind: KindResign, Seq: n},
		{Kind: KindDrawAnswer, Seq: n, Accept: true},
		{Kind: KindDrawOffer, Seq: n},
		{Kind: KindTakebackRequest, Seq: n, Count: 1},
		{Kind: KindTakebackAnswer, Seq: n, Accept: true},
		{Kind: KindRematchOffer},
		{Kind: KindRematchAnswer, Accept: true},
		{Kind: KindOrdersCommit, Seq: n, Seat: 2, Commit: fmt.Sprintf("%064x", 7)},
		{Kind: KindCoinCommit, Commit: fmt.Sprintf("%064x", 7)},
		{Kind: KindAway, Seat: 2},
	} {
		out, events := s.hub.Receive(w, s.encode(msg))
		if len(events) != 1 || events[0].Kind != Refused || events[0].Problem != WrongSeat {
			t.Errorf("%s from a watcher: events %+v", msg.Kind, events)
		}
		for g, msgs := range out {
			if g != w && len(msgs) > 0 || g == w && (len(msgs) != 1 || msgs[0].Kind != KindReject) {
				t.Errorf("%s from a watcher: device %d is sent %v", msg.Kind, g, msgs)
			}
		}
	}
	if got := s.hub.Record().Steps; len(got) != n || s.hub.Result().Over {
		t.Fatalf("the game changed: %d steps, result %+v", len(got), s.hub.Result())
	}
	if p := s.hub.Poll(); p.Kind != DrawOffered {
		t.Fatalf("the draw offer is gone: %+v", p)
	}
	s.fromHub(s.hub.Answer(true))
	if s.hub.Result().Over {
		t.Fatal("the draw was agreed without guest 2's yes: a watcher's counted")
	}
	watcher := s.guests[w-1]
	for name, err := range map[string]error{
		"Local":           func() error { _, err := watcher.Local(legal); return err }(),
		"Resign":          func() error { _, err := watcher.Resign(); return err }(),
		"OfferDraw":       func() error { _, err := watcher.OfferDraw(); return err }(),
		"RequestTakeback": func() error { _, err := watcher.RequestTakeback(1); return err }(),
	} {
		if r, ok := asRefusal(err); !ok || r.Problem != WrongSeat {
			t.Errorf("the watcher's own %s: %v", name, err)
		}
	}
}

// TestWatchChat: a watcher's line reaches the hub, every guest and the
// other watchers, marked as a watcher's; the players' lines reach the
// watchers. Once the host turns chat with watchers off, a watcher's page
// refuses to send a line, the hub refuses a forged one, and the players'
// lines no longer reach the watchers.
func TestWatchChat(t *testing.T) {
	s := parryStar(t)
	w1, w2 := s.watch(), s.watch()
	from := len(s.events)
	s.fromGuest(w1)(s.guests[w1-1].Chat("nice move"))
	chats := s.heard(from, Chat)
	if len(chats) != 4 || slices.ContainsFunc(chats, func(e Event) bool { return e.Watcher != 1 || e.Text != "nice move" }) {
		t.Fatalf("the watcher's line was heard as %+v", chats)
	}
	from = len(s.events)
	s.fromGuest(1)(s.guests[0].Chat("thanks"))
	if chats := s.heard(from, Chat); len(chats) != 4 || chats[3].Seat != 2 {
		t.Fatalf("a player's line was heard as %+v", chats)
	}
	s.fromHub(s.hub.SetWatchChat(false), nil)
	if s.guests[w2-1].WatchChat() || s.hub.WatchChat() {
		t.Fatal("chat with watchers is still on")
	}
	if _, err := s.guests[w2-1].Chat("hello?"); err == nil {
		t.Fatal("a watcher's page sent a line with chat off")
	}
	s.strict = false
	from = len(s.events)
	out, events := s.hub.Receive(w2, s.encode(Message{Kind: KindChat, Text: "forged"}))
	if len(events) != 1 || events[0].Kind != Refused || len(out[1])+len(out[2])+len(out[w1]) != 0 {
		t.Fatalf("a forged line with chat off: %+v, %v", events, out)
	}
	s.fromGuest(2)(s.guests[1].Chat("quiet now"))
	if chats := s.heard(from, Chat); len(chats) != 2 {
		t.Fatalf("with chat off a player's line was heard as %+v", chats)
	}
}

// TestWatchAgreements: a watcher follows what is not a step from the
// hub's hello: a takeback, a draw agreed, a rematch, a resignation.
func TestWatchAgreements(t *testing.T) {
	s := parryStar(t)
	w := s.watch()
	watcher := s.guests[w-1]
	rec := s.hub.Record().Steps
	s.fromGuest(1)(s.guests[0].Local(game.LegalTexts(s.guests[0].Position())[0]))
	s.fromGuest(1)(s.guests[0].RequestTakeback(1))
	s.fromHub(s.hub.Answer(true))
	s.fromGuest(2)(s.guests[1].AnswerTakeback(true))
	if got := watcher.Record().Steps; !slices.Equal(got, rec) {
		t.Fatalf("after a takeback the watcher has %d steps, want %d", len(got), len(rec))
	}
	s.fromHub(s.hub.OfferDraw())
	s.fromGuest(1)(s.guests[0].AnswerDraw(true))
	s.fromGuest(2)(s.guests[1].AnswerDraw(true))
	if r := watcher.Result(); !r.Over || r.Reason != reasonAgreed {
		t.Fatalf("after a draw agreed the watcher's result is %+v", r)
	}
	s.fromHub(s.hub.OfferRematch())
	s.fromGuest(1)(s.guests[0].AnswerRematch(true))
	s.fromGuest(2)(s.guests[1].AnswerRematch(true))
	if watcher.Result().Over || len(watcher.Record().Steps) != 0 || watcher.round != 1 {
		t.Fatalf("after a rematch the watcher has %d steps, round %d, result %+v", len(watcher.Record().Steps), watcher.round, watcher.Result())
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for range 4 {
		s.playOne(rng, s.firstReady())
	}
	s.fromGuest(2)(s.guests[1].Resign())
	s.sameEverywhere()
	if r := watcher.Result(); !r.Over || r.Reason != reasonResigned || r.Winners.Has(s.hub.Devices()[2].List()[0]) {
		t.Fatalf("after a resignation the watcher's result is %+v", r)
	}
}

// TestWatchLimit: ten devices may watch and an eleventh is refused; a
// watcher who leaves frees its place, and coming back (a new link) it
// takes the whole game again. A game by move codes cannot be watched.
func TestWatchLimit(t *testing.T) {
	s := parryStar(t)
	var ws []int
	for range MaxWatchers {
		ws = append(ws, s.watch())
	}
	if _, err := s.hub.Watch(); err == nil {
		t.Fatal("an eleventh watcher was let in")
	}
	third := ws[2]
	s.fromGuest(third)(s.guests[third-1].Bye(), nil)
	if s.hub.watching(third) || s.hub.Watchers() != MaxWatchers-1 {
		t.Fatalf("after a bye: watching %v, %d watchers", s.hub.watching(third), s.hub.Watchers())
	}
	rng := rand.New(rand.NewPCG(6, 6))
	for range 5 {
		s.playOne(rng, s.firstReady())
	}
	if back := s.watch(); back != third {
		t.Fatalf("the watcher came back as device %d, not in the free place %d", back, third)
	}
	s.sameEverywhere()
	if err := s.hub.ToCodes(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.hub.Watch(); err == nil || s.hub.Watchers() != 0 {
		t.Fatalf("a game by move codes: Watch %v, %d watchers", err, s.hub.Watchers())
	}
}

// watching tells whether device g is a watcher.
func (h *Hub) watching(g int) bool { return h.watcher(g) != nil }
