package protocol

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"pentarchy/game"
)

// phalanxGuestToMove links a host (player 1) and a guest (player 2) of
// Phalanx, and has the host play its first turn: the guest is to move.
func phalanxGuestToMove(t *testing.T) *link {
	t.Helper()
	l := newLink(t, Config{App: "test", Game: "phalanx", Seats: seats(1)}, 1)
	for l.side[0].CanPlay() == nil {
		l.play(0, game.LegalTexts(l.side[0].Position())[0])
	}
	return l
}

// hashAfter is the position hash after step is played in m's position.
func hashAfter(t *testing.T, m *Match, step string) string {
	pos := m.Position()
	if err := game.Play(pos, step); err != nil {
		t.Fatal(err)
	}
	return HashText(pos.Hash())
}

// TestForgedMessagesChangeNothing: every forged, illegal, replayed,
// out-of-order, oversized, hash-mismatched or wrong-seat message is
// refused: the match is unchanged, the sender gets a reject naming the
// problem, and this side gets a Refused event.
func TestForgedMessagesChangeNothing(t *testing.T) {
	l := phalanxGuestToMove(t)
	host, guest := l.side[0], l.side[1]
	theirs := game.LegalTexts(host.Position())[0] // a legal step of player 2
	n := len(guest.rec.Steps)
	mine := guest.rec.Steps[n-1]
	tests := []struct {
		name string
		to   *Match
		data string
		want Problem
	}{
		{"replayed step", guest, stepJSON(n, mine, hashAfter(t, host, theirs)), Replayed},
		{"out-of-order step", host, stepJSON(n+2, theirs, hash0), OutOfOrder},
		{"step on a seat played here", guest, stepJSON(n+1, theirs, hashAfter(t, guest, theirs)), WrongSeat},
		{"illegal step", host, stepJSON(n+1, "add z9", hash0), Illegal},
		{"gibberish step", host, stepJSON(n+1, "teleport king", hash0), Illegal},
		{"hash mismatch", host, stepJSON(n+1, theirs, "00000000000000ff"), HashMismatch},
		{"oversized", host, `{"v":2,"kind":"chat","text":"` + strings.Repeat("a", MaxMessage) + `"}`, Oversized},
		{"other version", host, `{"v":7,"kind":"step"}`, WrongVersion},
		{"malformed", host, `{"v":2,"kind":"step","seq":"two"}`, Malformed},
		{"ack of the future", host, `{"v":2,"kind":"ack","seq":9,"hash":"` + hash0 + `"}`, OutOfOrder},
		{"takeback of the future", host, `{"v":2,"kind":"takeback-request","seq":5,"count":1}`, OutOfOrder},
		{"rematch during the game", host, `{"v":2,"kind":"rematch-offer"}`, NotNow},
		{"orders in Phalanx", host, `{"v":2,"kind":"orders-commit","seq":1,"seat":2,"commit":"` + strings.Repeat("00", 32) + `"}`, Malformed},
		{"coin when the host chose", host, `{"v":2,"kind":"coin-commit","commit":"` + strings.Repeat("00", 32) + `"}`, NotNow},
	}
	for _, tc := range tests {
		before := saveOf(t, tc.to)
		out, events := tc.to.ReceiveBytes([]byte(tc.data))
		if len(out) != 1 || out[0].Kind != KindReject || out[0].Code != tc.want {
			t.Errorf("%s: sent %+v, want a reject for %s", tc.name, out, tc.want)
		}
		if len(events) != 1 || events[0].Kind != Refused || events[0].Problem != tc.want || events[0].Text == "" {
			t.Errorf("%s: events %+v, want Refused %s", tc.name, events, tc.want)
		}
		if after := saveOf(t, tc.to); !bytes.Equal(before, after) {
			t.Errorf("%s: the match changed:\n%s\n%s", tc.name, before, after)
		}
	}
	// The genuine step is still taken after all that.
	l.strict = true
	l.play(1, theirs)
	same(t, host, guest)
}

func stepJSON(seq int, step, hash string) string {
	data, _ := Encode(Message{Kind: KindStep, Seq: seq, Step: step, Hash: hash})
	return string(data)
}

func saveOf(t *testing.T, m *Match) []byte {
	t.Helper()
	data, err := m.Save()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestRejectedStepIsTakenBack: when the other side refuses our step as
// illegal, it is taken back here too, so both records agree; a refusal of
// a replayed step takes nothing back.
func TestRejectedStepIsTakenBack(t *testing.T) {
	l := phalanxGuestToMove(t)
	guest := l.side[1]
	n := len(guest.rec.Steps)
	if _, err := guest.Local(game.LegalTexts(guest.Position())[0]); err != nil { // never delivered
		t.Fatal(err)
	}
	_, events := guest.Receive(Message{V: Version, Kind: KindReject, Seq: n + 1, About: KindStep, Code: Replayed, Text: "seen"})
	if len(guest.rec.Steps) != n+1 || events[0].Kind != PeerRefused || events[0].Count != 0 {
		t.Fatalf("after a replayed-step reject: %d steps, %+v", len(guest.rec.Steps), events)
	}
	_, events = guest.Receive(Message{V: Version, Kind: KindReject, Seq: n + 1, About: KindStep, Code: Illegal, Text: "no"})
	if len(guest.rec.Steps) != n || events[0].Count != 1 || guest.CanPlay() != nil {
		t.Fatalf("after an illegal-step reject: %d steps, %+v, %v", len(guest.rec.Steps), events, guest.CanPlay())
	}
	same(t, l.side[0], guest)
}

// TestLocalRefusals: a step is played here only on a local seat's turn,
// only when legal, and only once the game is under way.
func TestLocalRefusals(t *testing.T) {
	l := phalanxGuestToMove(t)
	host, guest := l.side[0], l.side[1]
	if _, err := host.Local(game.LegalTexts(host.Position())[0]); problem(err) != WrongSeat {
		t.Errorf("host plays out of turn: %v", err)
	}
	if _, err := guest.Local("add z9"); problem(err) != Illegal {
		t.Errorf("illegal step: %v", err)
	}
	if _, err := Join("test", entropy(1)).Local("add f2"); problem(err) != NotNow {
		t.Errorf("a guest without a game: %v", err)
	}
	fresh, _ := Host(Config{Game: "phalanx", Seats: seats(1)}, entropy(1))
	if _, err := fresh.Local("add f2"); problem(err) != NotNow {
		t.Errorf("before the other side's hello: %v", err)
	}
	if _, err := Host(Config{Game: "phalanx", Seats: seats(1, 2)}, entropy(1)); err == nil {
		t.Error("a host that plays every seat")
	}
	if _, err := Host(Config{Game: "chess", Seats: seats(1)}, entropy(1)); err == nil {
		t.Error("an unknown game")
	}
}

func problem(err error) Problem {
	if r, ok := err.(*Refusal); ok {
		return r.Problem
	}
	return ""
}

// TestOffersOfTwo: between a hub and its one guest, chat both ways, a
// takeback declined and one agreed, a draw declined and one agreed, and a
// resignation; each offer is the hub's poll, with one voter.
func TestOffersOfTwo(t *testing.T) {
	s := newStar(t, "phalanx", nil, []game.PlayerSet{seats(1), seats(2)}, 5)
	hub, guest := s.hub, s.guests[0]
	rng := rand.New(rand.NewPCG(5, 5))
	for range 4 {
		s.playOne(rng, s.firstReady())
	}
	n := len(hub.Record().Steps)

	s.fromGuest(1)(guest.Chat("hello there"))
	if e := s.heard(0, Chat); len(e) != 1 || e[0].Text != "hello there" {
		t.Errorf("the hub heard %+v", e)
	}
	s.fromHub(hub.Chat("hi"))
	if e := last(s.events); e.Kind != Chat || e.Text != "hi" {
		t.Errorf("the guest heard %+v", e)
	}

	from := len(s.events)
	s.fromGuest(1)(guest.RequestTakeback(1))
	if p := hub.Poll(); p.Kind != TakebackRequested || p.Count != 1 {
		t.Fatalf("the takeback request: %+v", p)
	}
	if _, err := hub.Local(game.LegalTexts(hub.Position())[0]); err == nil {
		t.Error("a step while a takeback waits for an answer")
	}
	s.fromHub(hub.Answer(false))
	if len(s.heard(from, TakebackDeclined)) != 1 || len(hub.Record().Steps) != n {
		t.Fatalf("the declined takeback: %+v", s.events[from:])
	}
	s.fromGuest(1)(guest.RequestTakeback(1))
	s.fromHub(hub.Answer(true))
	if len(hub.Record().Steps) != n-1 || len(guest.Record().Steps) != n-1 {
		t.Fatalf("the agreed takeback leaves %d and %d steps", len(hub.Record().Steps), len(guest.Record().Steps))
	}
	s.playOne(rng, s.firstReady())

	from = len(s.events)
	s.fromGuest(1)(guest.OfferDraw())
	s.fromHub(hub.Answer(false))
	if len(s.heard(from, DrawDeclined)) != 1 || guest.Result().Over {
		t.Fatalf("the declined draw: %+v", s.events[from:])
	}
	s.fromGuest(1)(guest.OfferDraw())
	s.fromHub(hub.Answer(true))
	if r := guest.Result(); !r.Over || r.Winners != 0 || r.Reason != reasonAgreed || !hub.Result().Over {
		t.Fatalf("the agreed draw: %+v", r)
	}
	if _, err := guest.Local(game.LegalTexts(guest.Position())[0]); problem(err) != NotNow {
		t.Errorf("a step after the game: %v", err)
	}

	s.fromHub(hub.OfferRematch())
	s.fromGuest(1)(guest.AnswerRematch(true))
	s.playOne(rng, s.firstReady())
	s.fromHub(hub.Resign())
	if r := guest.Result(); !r.Over || r.Winners != guest.Seats() || r.Reason != reasonResigned {
		t.Fatalf("the resignation: %+v", r)
	}
	s.sameEverywhere()
}

// TestOffersThatCross: two draw offers, or two rematch offers, made at the
// same time by the hub and its guest agree.
func TestOffersThatCross(t *testing.T) {
	s := newStar(t, "phalanx", nil, []game.PlayerSet{seats(1), seats(2)}, 6)
	hub, guest := s.hub, s.guests[0]
	out, err := hub.OfferDraw()
	s.route(out)
	s.fromGuest(1)(guest.OfferDraw())
	if err != nil || !hub.Result().Over || !guest.Result().Over {
		t.Fatalf("crossing draw offers did not draw: %v", err)
	}
	out, err = hub.OfferRematch()
	s.route(out)
	s.fromGuest(1)(guest.OfferRematch())
	if err != nil || hub.Round() != 1 || guest.round != 1 || hub.Seats() != seats(2) || guest.Seats() != seats(1) {
		t.Fatalf("crossing rematch offers: rounds %d and %d, %v", hub.Round(), guest.round, err)
	}
	s.sameEverywhere()
}

func must(out []Message, err error) []Message {
	if err != nil {
		panic(err)
	}
	return out
}

func last(events []Event) Event {
	if len(events) == 0 {
		return Event{}
	}
	return events[len(events)-1]
}
