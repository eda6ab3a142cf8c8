package protocol

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/power"
)

// powerLink links a host (player 1) and a guest (player 2) of Source of Power.
func powerLink(t *testing.T) *link {
	t.Helper()
	return newLink(t, Config{App: "test", Game: "source-of-power", Seats: seats(1)}, 3)
}

// firstOrder is the first legal step but "end" of the seat entering orders.
func firstOrder(m *Match) string {
	for _, s := range game.LegalTexts(m.Position()) {
		if s != "end" {
			return s
		}
	}
	return "end"
}

// TestOrdersStayHidden: orders being entered are not sent, saved, greeted
// or recorded; sealing sends only a commitment until the other side has
// committed too; then both reveal and both resolve the same turn.
func TestOrdersStayHidden(t *testing.T) {
	l := powerLink(t)
	host, guest := l.side[0], l.side[1]
	order := firstOrder(host)
	out, err := host.Local(order)
	if err != nil || len(out) != 0 {
		t.Fatalf("an order sent %v, %v", out, err)
	}
	hello, _ := Encode(host.hello())
	if s := saveOf(t, host); bytes.Contains(s, []byte(order)) || bytes.Contains(hello, []byte(order)) || len(host.Record().Steps) != 0 {
		t.Fatalf("an order being entered leaked:\nsave %s\nhello %s", s, hello)
	}
	if host.Position().String() == host.pos.String() {
		t.Errorf("the host does not see its own order: %s", host.Position())
	}
	out, err = host.Local("end")
	if err != nil || len(out) != 1 || out[0].Kind != KindOrdersCommit {
		t.Fatalf("sealing sent %+v, %v; want one commitment", out, err)
	}
	hello, _ = Encode(host.hello())
	if bytes.Contains(hello, []byte(order)) || host.CanPlay() == nil {
		t.Fatalf("after sealing: hello %s, can play %v", hello, host.CanPlay())
	}
	l.send(0, out)
	l.pump()
	if e := last(l.events[1]); e.Kind != OrdersSealed || e.Seat != 1 {
		t.Fatalf("guest events %+v", l.events[1])
	}
	out, err = guest.Local("end")
	if err != nil || len(out) != 2 || out[0].Kind != KindOrdersCommit || out[1].Kind != KindOrdersReveal {
		t.Fatalf("the last seal sent %+v, %v; want a commitment and a reveal", out, err)
	}
	l.send(1, out)
	l.pump()
	same(t, host, guest)
	if steps := host.Record().Steps; len(steps) != 3 || steps[0] != order {
		t.Fatalf("record after the turn: %v", steps)
	}
	if e := last(l.events[1]); e.Kind != TurnResolved {
		t.Errorf("guest events %+v", l.events[1])
	}
}

// TestForgedOrdersChangeNothing: a changed order, a changed commitment,
// orders of the wrong seat or turn, and illegal orders are refused.
func TestForgedOrdersChangeNothing(t *testing.T) {
	l := powerLink(t)
	host, guest := l.side[0], l.side[1]
	order := firstOrder(host)
	l.play(0, order)
	l.play(0, "end") // the guest holds the host's commitment
	sealed := host.turn.sealed[1]
	salt := hex.EncodeToString(sealed.Salt)
	other := hex.EncodeToString(bytes.Repeat([]byte{7}, saltSize))
	reveal := func(seq, seat int, salt string, steps ...string) string {
		data, _ := json.Marshal(Message{V: Version, Kind: KindOrdersReveal, Seq: seq, Seat: seat, Nonce: salt, Steps: steps})
		return string(data)
	}
	tests := []struct {
		name string
		data string
		want Problem
	}{
		{"changed order", reveal(0, 1, salt, "end"), BadReveal},
		{"changed salt", reveal(0, 1, other, order, "end"), BadReveal},
		{"changed commitment", `{"v":2,"kind":"orders-commit","seq":0,"seat":1,"commit":"` + strings.Repeat("00", 32) + `"}`, BadReveal},
		{"orders for the guest's seat", reveal(0, 2, salt, "end"), WrongSeat},
		{"orders for a later turn", reveal(3, 1, salt, order, "end"), OutOfOrder},
		{"a step in Source of Power", stepJSON(1, order, hash0), Malformed},
	}
	for _, tc := range tests {
		checkRefused(t, tc.name, guest, tc.data, tc.want)
	}
	l.play(1, "end")
	same(t, host, guest)
	checkRefused(t, "orders for a past turn", guest, reveal(0, 1, salt, order, "end"), Replayed)

	// Orders shown without a commitment are checked with the rules.
	for _, tc := range []struct {
		name  string
		steps []string
	}{
		{"illegal order", []string{"spawn tank 9,9", "end"}},
		{"no end", []string{order}},
		{"orders after the end", []string{"end", "end"}},
	} {
		checkRefused(t, tc.name, guest, reveal(3, 1, other, tc.steps...), Illegal)
	}
}

// checkRefused delivers data to m and checks that it is refused with the
// problem want and changes nothing.
func checkRefused(t *testing.T, name string, m *Match, data string, want Problem) {
	t.Helper()
	before := saveOf(t, m)
	out, events := m.ReceiveBytes([]byte(data))
	if len(out) != 1 || out[0].Kind != KindReject || out[0].Code != want || len(events) != 1 || events[0].Problem != want {
		t.Errorf("%s: sent %+v, events %+v; want a refusal for %s", name, out, events, want)
	}
	if after := saveOf(t, m); !bytes.Equal(before, after) {
		t.Errorf("%s: the match changed:\n%s\n%s", name, before, after)
	}
}

// TestHotSeatOrders: with players 1 and 3 on one device, player 3 enters
// orders after player 1 and sees none of player 1's.
func TestHotSeatOrders(t *testing.T) {
	l := newLink(t, Config{App: "test", Game: "source-of-power", Options: game.Options{"players": "3"}, Seats: seats(1, 3)}, 5)
	host := l.side[0]
	if host.entering() != 1 {
		t.Fatalf("entering %d, want 1", host.entering())
	}
	order := firstOrder(host)
	l.play(0, order)
	l.play(0, "end")
	if host.entering() != 3 || host.Position().Mover() != 3 {
		t.Fatalf("entering %d, mover %d; want 3", host.entering(), host.Position().Mover())
	}
	if seen := host.Position().(*power.Position).Orders(1); len(seen) != 1 || seen[0].Kind != power.OrderEnd {
		t.Errorf("player 3 sees player 1's orders: %+v", seen)
	}
	l.play(0, "end")
	l.play(1, "end")
	same(t, host, l.side[1])
	if len(host.rec.Steps) != 4 {
		t.Fatalf("record %v", host.rec.Steps)
	}
}

// TestTakeBackOrder: the orders being entered can be taken back before
// they are sealed.
func TestTakeBackOrder(t *testing.T) {
	l := powerLink(t)
	host := l.side[0]
	start := host.Position().String()
	l.play(0, firstOrder(host))
	if !host.TakeBackOrder() || host.Position().String() != start || host.TakeBackOrder() {
		t.Fatalf("take back: %s, want %s", host.Position(), start)
	}
}

// TestCoinFlip: the coin settles complementary seats on both sides, and
// over many flips each side sometimes gets the host's proposal.
func TestCoinFlip(t *testing.T) {
	kept := 0
	for seed := range uint64(16) {
		l := newLink(t, Config{App: "test", Game: "parry", Seats: seats(1), Coin: true}, seed*10)
		same(t, l.side[0], l.side[1])
		if l.side[0].Seats() == seats(1) {
			kept++
		}
		if e := last(l.events[0]); e.Kind != Seated {
			t.Errorf("host's last event %+v, want Seated", e)
		}
	}
	if kept == 0 || kept == 16 {
		t.Errorf("the host kept its proposal %d times of 16", kept)
	}
}

// TestCoinCheats: a nonce that does not match its commitment, and a
// commitment changed after seeing our nonce, are refused; nothing is
// played before the coin has fallen.
func TestCoinCheats(t *testing.T) {
	host, _ := Host(Config{App: "test", Game: "parry", Seats: seats(1), Coin: true}, entropy(1))
	guest := Join("test", entropy(2))
	hostHello := host.Start()
	guestHello, _ := guest.Receive(hostHello[0])
	guestReveal, _ := guest.Receive(hostHello[1])
	host.Receive(guestHello[0])
	hostReveal, _ := host.Receive(guestHello[1])
	if len(hostReveal) != 1 || hostReveal[0].Kind != KindCoinReveal || len(guestReveal) != 1 {
		t.Fatalf("reveals %+v and %+v", hostReveal, guestReveal)
	}
	if _, err := host.Local("place a1"); problem(err) != NotNow {
		t.Errorf("a step before the coin fell: %v", err)
	}
	checkRefused(t, "a nonce that does not match", host, `{"v":2,"kind":"coin-reveal","nonce":"`+strings.Repeat("00", nonceSize)+`"}`, BadReveal)
	checkRefused(t, "a commitment changed after our nonce", host, `{"v":2,"kind":"coin-commit","commit":"`+strings.Repeat("00", 32)+`"}`, BadReveal)
	host.Receive(guestReveal[0])
	guest.Receive(hostReveal[0])
	if !host.Settled() || !guest.Settled() || host.Seats()|guest.Seats() != seats(1, 2) || host.Seats() == guest.Seats() {
		t.Fatalf("seats %v and %v", host.Seats().List(), guest.Seats().List())
	}
}
