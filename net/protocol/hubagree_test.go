package protocol

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pentarchy/game"
)

// fromGuest returns what has guest g send what one of its Match's calls
// made: s.fromGuest(1)(s.guests[0].OfferDraw()).
func (s *star) fromGuest(g int) func([]Message, error) {
	return func(out []Message, err error) {
		s.t.Helper()
		if err != nil {
			s.t.Fatalf("guest %d: %v", g, err)
		}
		s.toHub[g-1] = append(s.toHub[g-1], out...)
		s.pump()
	}
}

// fromHub sends what one of the hub's calls made.
func (s *star) fromHub(out Outbox, err error) {
	s.t.Helper()
	if err != nil {
		s.t.Fatalf("the hub: %v", err)
	}
	s.route(out)
	s.pump()
}

// overAnywhere tells whether the game is over on the hub or any guest.
func (s *star) overAnywhere() bool {
	for _, m := range s.guests {
		if m.Result().Over {
			return true
		}
	}
	return s.hub.Result().Over
}

// heard is the events of a kind reported since from.
func (s *star) heard(from int, kind EventKind) []Event {
	var got []Event
	for _, e := range s.events[from:] {
		if e.Kind == kind {
			got = append(got, e)
		}
	}
	return got
}

// TestHubDrawNeedsEveryone: a guest's draw offer reaches every other
// device; no yes ends the game until the last device says yes, and then
// it is drawn on every device.
func TestHubDrawNeedsEveryone(t *testing.T) {
	s := parryStar(t)
	s.fromGuest(1)(s.guests[0].OfferDraw())
	if p := s.hub.Poll(); p.Kind != DrawOffered || p.By != 2 || p.Answered {
		t.Fatalf("the hub's poll: %+v", p)
	}
	if got := s.heard(0, DrawOffered); len(got) != 2 || got[1].Seat != 2 {
		t.Fatalf("the offer was heard as %+v", got)
	}
	s.fromGuest(2)(s.guests[1].AnswerDraw(true))
	if s.overAnywhere() {
		t.Fatal("the game ended before the hub's device agreed")
	}
	if _, err := s.guests[1].AnswerDraw(true); err == nil {
		t.Error("guest 2 answered the same offer twice")
	}
	s.fromHub(s.hub.Answer(true))
	if r := s.hub.Result(); !r.Over || r.Winners != 0 || r.Reason != reasonAgreed {
		t.Fatalf("the hub's result %+v", r)
	}
	s.sameEverywhere()
	if s.hub.Poll().Kind != 0 {
		t.Error("the poll stays open after the game ended")
	}
}

// TestHubDrawDeclined: the first no ends the offer on every device, and
// names who declined; the game goes on and a draw can be offered again.
func TestHubDrawDeclined(t *testing.T) {
	for _, decliner := range []int{0, 2} {
		s := parryStar(t)
		s.fromGuest(1)(s.guests[0].OfferDraw())
		if decliner == 0 {
			s.fromHub(s.hub.Answer(false))
		} else {
			s.fromGuest(2)(s.guests[1].AnswerDraw(false))
		}
		seat := s.hub.Devices()[decliner].List()[0]
		declined := s.heard(0, DrawDeclined)
		if len(declined) < 1 || declined[0].Seat != seat || s.hub.Poll().Kind != 0 || s.overAnywhere() {
			t.Fatalf("declined by device %d: heard %+v, poll %+v", decliner, declined, s.hub.Poll())
		}
		s.fromGuest(1)(s.guests[0].OfferDraw()) // guest 1 may offer again
		if s.hub.Poll().Kind != DrawOffered {
			t.Fatalf("a second offer after a no: poll %+v", s.hub.Poll())
		}
	}
}

// TestHubTakebackNeedsEveryone: guest 1 asks to take back its step; once
// every device agrees, the step is gone everywhere and guest 1 plays again.
func TestHubTakebackNeedsEveryone(t *testing.T) {
	s := parryStar(t)
	rec := s.hub.Record().Steps
	legal := game.LegalTexts(s.guests[0].Position())
	s.fromGuest(1)(s.guests[0].Local(legal[0]))
	s.fromGuest(1)(s.guests[0].RequestTakeback(1))
	if p := s.hub.Poll(); p.Kind != TakebackRequested || p.Count != 1 {
		t.Fatalf("the hub's poll: %+v", p)
	}
	s.fromHub(s.hub.Answer(true))
	if len(s.hub.Record().Steps) != len(rec)+1 {
		t.Fatal("the step was taken back before guest 2 agreed")
	}
	s.fromGuest(2)(s.guests[1].AnswerTakeback(true))
	if got := s.hub.Record().Steps; !slices.Equal(got, rec) {
		t.Fatalf("after the takeback the hub has %d steps, want %d", len(got), len(rec))
	}
	s.sameEverywhere()
	if s.guests[0].CanPlay() != nil {
		t.Errorf("guest 1 cannot play its step again: %v", s.guests[0].CanPlay())
	}
}

// TestHubTakebackLapses: no device plays while a takeback is asked; a
// step that crossed the request ends it on every device, with no
// refusal. A takeback with a device away is refused.
func TestHubTakebackLapses(t *testing.T) {
	s := parryStar(t)
	legal := game.LegalTexts(s.guests[0].Position())
	s.fromGuest(1)(s.guests[0].Local(legal[0]))
	if s.hub.deviceOf(s.hub.Position().Mover()) != 2 {
		t.Fatal("guest 2 is not to move")
	}
	request, err := s.guests[0].RequestTakeback(1)
	if err != nil {
		t.Fatal(err)
	}
	crossing, err := s.guests[1].Local(game.LegalTexts(s.guests[1].Position())[0])
	if err != nil {
		t.Fatal(err)
	}
	s.toHub[1] = append(s.toHub[1], crossing...)
	s.fromGuest(1)(request, nil)
	if p := s.hub.Poll(); p.Kind != 0 {
		t.Fatalf("the request crossed by a step is still open: %+v", p)
	}
	s.sameEverywhere()

	s.fromGuest(1)(s.guests[0].RequestTakeback(2))
	if s.hub.CanPlay() == nil {
		t.Error("the hub may play while a takeback is asked")
	}
	s.fromHub(s.hub.Answer(false))

	s.away = 2
	s.route(s.hub.Away(2, false))
	if _, err := s.hub.RequestTakeback(1); err == nil {
		t.Error("a takeback was asked with guest 2's device away")
	}
}

// TestHubOfferLapsesOnDrop: an offer waiting when a device drops ends, and
// the other devices hear that it lapsed.
func TestHubOfferLapsesOnDrop(t *testing.T) {
	s := parryStar(t)
	s.fromGuest(1)(s.guests[0].OfferDraw())
	from := len(s.events)
	s.away = 2
	s.route(s.hub.Away(2, false))
	s.pump()
	if got := s.heard(from, DrawDeclined); len(got) != 1 || got[0].Seat != 0 {
		t.Fatalf("guest 1 heard %+v", got)
	}
	if s.hub.Poll().Kind != 0 {
		t.Error("the poll stays open")
	}
	if _, err := s.guests[0].OfferDraw(); err != nil {
		t.Errorf("guest 1 cannot offer again: %v", err)
	}
}

// TestHubResign: a resigning device's seats lose and every other seat
// wins, on every device, whichever device resigns; the other guests hear
// whose seats resigned.
func TestHubResign(t *testing.T) {
	for _, d := range []int{0, 2} {
		s := parryStar(t)
		if d == 0 {
			s.fromHub(s.hub.Resign())
		} else {
			s.fromGuest(d)(s.guests[d-1].Resign())
		}
		want := game.PlayerSet(0).With(1).With(2).With(3) &^ s.hub.Devices()[d]
		if r := s.hub.Result(); !r.Over || r.Winners != want || r.Reason != reasonResigned {
			t.Fatalf("device %d resigned: the hub's result %+v", d, r)
		}
		s.sameEverywhere()
		if got := s.heard(0, GameOver); len(got) != 2 {
			t.Errorf("device %d resigned: heard %+v", d, got)
		}
	}
}

// TestGuestRefusesResignationForIt: a hub that says a guest's own seats
// resigned is refused, and the game goes on there.
func TestGuestRefusesResignationForIt(t *testing.T) {
	s := parryStar(t)
	s.strict = false
	m := s.guests[0]
	_, events := m.ReceiveBytes(s.encode(Message{Kind: KindResign, Seq: len(m.Record().Steps), Seats: []int{2}}))
	if len(events) != 1 || events[0].Problem != WrongSeat || m.Result().Over {
		t.Fatalf("a resignation for guest 1's seat: %+v, result %+v", events, m.Result())
	}
}

// TestHubPollRefusals: a second offer while one waits is refused on the
// sender's link; answers to no offer change nothing; a rematch is refused.
func TestHubPollRefusals(t *testing.T) {
	s := parryStar(t)
	out, events := s.hub.Receive(2, s.encode(Message{Kind: KindDrawAnswer, Accept: true}))
	if len(events) != 0 || len(out[1])+len(out[2]) != 0 || s.hub.Poll().Kind != 0 {
		t.Errorf("an answer to no offer: %+v %+v", out, events)
	}
	s.fromGuest(1)(s.guests[0].OfferDraw())
	n := len(s.hub.Record().Steps)
	_, events = s.hub.Receive(2, s.encode(Message{Kind: KindTakebackRequest, Seq: n, Count: 1}))
	if len(events) != 1 || events[0].Problem != NotNow || s.hub.Poll().Kind != DrawOffered {
		t.Errorf("a takeback while a draw is offered: %+v", events)
	}
	_, events = s.hub.Receive(2, s.encode(Message{Kind: KindRematchOffer}))
	if len(events) != 1 || events[0].Kind != Refused {
		t.Errorf("a rematch offer: %+v", events)
	}
}

// TestHubEndingSaved: a hub restored from its save after a draw was agreed
// knows the game is over.
func TestHubEndingSaved(t *testing.T) {
	s := parryStar(t)
	s.fromHub(s.hub.OfferDraw())
	s.fromGuest(1)(s.guests[0].AnswerDraw(true))
	s.fromGuest(2)(s.guests[1].AnswerDraw(true))
	data, err := s.hub.Save()
	if err != nil {
		t.Fatal(err)
	}
	h, err := RestoreHub(data, "test", entropy(3))
	if err != nil {
		t.Fatal(err)
	}
	if r := h.Result(); !r.Over || r.Reason != reasonAgreed {
		t.Errorf("the restored hub's result %+v", r)
	}
}

// TestHubRematchOfOneGuest: once a game with one guest is over, a rematch
// the guest offers and the hub accepts starts the same game again on both,
// the seats swapped; a rematch while the game goes on is refused.
func TestHubRematchOfOneGuest(t *testing.T) {
	s := newStar(t, "phalanx", nil, []game.PlayerSet{seats(1), seats(2)}, 3)
	if _, err := s.guests[0].OfferRematch(); err == nil {
		t.Fatal("a rematch offered while the game goes on")
	}
	s.playOne(rand.New(rand.NewPCG(3, 3)), 0)
	s.fromHub(s.hub.Resign())
	from := len(s.events)
	s.fromGuest(1)(s.guests[0].OfferRematch())
	if p := s.hub.Poll(); p.Kind != RematchOffered || p.By != 2 || p.Answered {
		t.Fatalf("the hub's poll: %+v", p)
	}
	s.fromHub(s.hub.Answer(true))
	g := s.guests[0]
	if s.hub.Seats() != seats(2) || g.Seats() != seats(1) || s.hub.Result().Over || g.Result().Over {
		t.Fatalf("after the rematch the hub plays %v, the guest %v; over %v, %v", s.hub.Seats().List(), g.Seats().List(), s.hub.Result().Over, g.Result().Over)
	}
	if len(s.hub.Record().Steps) != 0 || len(s.heard(from, RematchStarted)) != 1 {
		t.Fatalf("the rematch starts with %d steps; the guest heard it start %d times", len(s.hub.Record().Steps), len(s.heard(from, RematchStarted)))
	}
	s.playRandom(rand.New(rand.NewPCG(4, 4)), 3000)
	s.sameEverywhere()
}

// TestHubRematchRotates: on three devices a rematch needs every device's
// yes (one no ends the offer on all), and then each device plays the seats
// of the one before it; each guest learns who plays where from then on.
func TestHubRematchRotates(t *testing.T) {
	s := parryStar(t)
	s.fromGuest(1)(s.guests[0].Resign())
	s.fromHub(s.hub.OfferRematch())
	s.fromGuest(2)(s.guests[1].AnswerRematch(false))
	from := len(s.events)
	if s.hub.Poll().Kind != 0 || !s.hub.Result().Over {
		t.Fatalf("after a no the poll is %+v", s.hub.Poll())
	}
	if _, err := s.guests[0].AnswerRematch(true); err == nil {
		t.Fatal("guest 1 answered a rematch offer that was declined")
	}
	s.fromHub(s.hub.OfferRematch())
	s.fromGuest(1)(s.guests[0].AnswerRematch(true))
	if s.hub.Result().Over != true || len(s.heard(from, RematchStarted)) != 0 {
		t.Fatal("the rematch began before every device said yes")
	}
	s.fromGuest(2)(s.guests[1].AnswerRematch(true))
	want := []game.PlayerSet{seats(3), seats(1), seats(2)}
	if got := s.hub.Devices(); !slices.Equal(got, want) {
		t.Fatalf("after the rematch the devices play %v, want %v", got, want)
	}
	for g, m := range s.guests {
		if m.Seats() != want[g+1] || !slices.Equal(m.Where(), []int{1, 2, 0}) {
			t.Errorf("guest %d plays %v and sees the seats on devices %v", g+1, m.Seats().List(), m.Where())
		}
	}
	s.playRandom(rand.New(rand.NewPCG(5, 5)), 5000)
	s.sameEverywhere()
}
