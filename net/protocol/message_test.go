package protocol

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"pentarchy/game"
)

const hash0 = "0123456789abcdef"

// validMessages has one well-formed message of every kind.
var validMessages = []Message{
	{Kind: KindHello, Hello: &Hello{App: "v1", Game: "phalanx", Options: game.Options{"board": "8"}, Steps: 0, Seats: []int{1}, Seating: Chosen, Host: true}},
	{Kind: KindHello, Hello: &Hello{App: "v1"}},
	{Kind: KindHello, Hello: &Hello{App: "v1", Game: "parry", Steps: 2, Record: "AAE", Seats: []int{2}, Seating: Coin, Round: 1, Ended: &Ending{Winners: []int{1}, Reason: "resignation"}}},
	{Kind: KindStep, Seq: 1, Step: "move a2-a3", Hash: hash0},
	{Kind: KindAck, Seq: 0, Hash: hash0},
	{Kind: KindReject, Seq: 3, About: KindStep, Code: Illegal, Text: "no piece on a2"},
	{Kind: KindResign, Seq: 4},
	{Kind: KindDrawOffer, Seq: 4},
	{Kind: KindDrawAnswer, Seq: 4, Accept: true},
	{Kind: KindTakebackRequest, Seq: 4, Count: 2},
	{Kind: KindTakebackAnswer, Seq: 4},
	{Kind: KindRematchOffer},
	{Kind: KindRematchAnswer, Accept: true},
	{Kind: KindChat, Text: "good game — merci"},
	{Kind: KindCoinCommit, Commit: strings.Repeat("ab", 32)},
	{Kind: KindCoinReveal, Nonce: strings.Repeat("01", nonceSize)},
	{Kind: KindOrdersCommit, Seq: 6, Seat: 2, Commit: strings.Repeat("cd", 32)},
	{Kind: KindOrdersReveal, Seq: 6, Seat: 2, Nonce: strings.Repeat("02", saltSize), Steps: []string{"spawn tank 3,0", "end"}},
	{Kind: KindBye},
	{Kind: KindAway, Seat: 3},
	{Kind: KindBack, Seat: 3},
	{Kind: KindJoining, Count: 2},
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, m := range validMessages {
		data, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(%+v): %v", m, err)
		}
		got, err := Decode(data)
		m.V = Version
		if err != nil || !reflect.DeepEqual(got, m) {
			t.Errorf("Decode(%s) = %+v, %v; want %+v", data, got, err, m)
		}
	}
}

// TestDecodeRefuses: forged, malformed and oversized messages are refused
// with the right problem, before anything looks at them.
func TestDecodeRefuses(t *testing.T) {
	long := strings.Repeat("x", MaxChat+1)
	tests := []struct {
		name string
		data string
		want Problem
	}{
		{"oversized", `{"v":2,"kind":"chat","text":"` + strings.Repeat("a", MaxMessage) + `"}`, Oversized},
		{"oversized garbage", strings.Repeat("\x00", MaxMessage+1), Oversized},
		{"not JSON", `hello`, Malformed},
		{"no version", `{"kind":"bye"}`, WrongVersion},
		{"newer version", `{"v":3,"kind":"bye"}`, WrongVersion},
		{"older version", `{"v":1,"kind":"bye"}`, WrongVersion},
		{"version as text", `{"v":"2","kind":"bye"}`, WrongVersion},
		{"unknown kind", `{"v":2,"kind":"teleport"}`, Malformed},
		{"unknown field", `{"v":2,"kind":"bye","admin":true}`, Malformed},
		{"unknown field in hello", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0,"seats":[1],"admin":true}}`, Malformed},
		{"unknown field in an ending", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0,"seats":[1],"ended":{"winners":[2],"reason":"agreement","by":1}}}`, Malformed},
		{"version as a fraction", `{"v":2.0,"kind":"bye"}`, WrongVersion},
		{"joining of none", `{"v":2,"kind":"joining"}`, Malformed},
		{"joining of too many", `{"v":2,"kind":"joining","count":6}`, Malformed},
		{"two messages", `{"v":2,"kind":"bye"}{"v":2,"kind":"bye"}`, Malformed},
		{"step without hash", `{"v":2,"kind":"step","seq":1,"step":"move a2-a3"}`, Malformed},
		{"step with short hash", `{"v":2,"kind":"step","seq":1,"step":"move a2-a3","hash":"0123"}`, Malformed},
		{"step with capital hash", `{"v":2,"kind":"step","seq":1,"step":"move a2-a3","hash":"0123456789ABCDEF"}`, Malformed},
		{"step zero", `{"v":2,"kind":"step","seq":0,"step":"move a2-a3","hash":"` + hash0 + `"}`, Malformed},
		{"negative seq", `{"v":2,"kind":"ack","seq":-1,"hash":"` + hash0 + `"}`, Malformed},
		{"step too long", `{"v":2,"kind":"step","seq":1,"step":"` + strings.Repeat("a", MaxStep+1) + `","hash":"` + hash0 + `"}`, Malformed},
		{"step with a line break", `{"v":2,"kind":"step","seq":1,"step":"end\nend","hash":"` + hash0 + `"}`, Malformed},
		{"chat too long", `{"v":2,"kind":"chat","text":"` + long + `"}`, Malformed},
		{"empty chat", `{"v":2,"kind":"chat","text":""}`, Malformed},
		{"chat with control characters", `{"v":2,"kind":"chat","text":"a\u0007b"}`, Malformed},
		{"hello without hello", `{"v":2,"kind":"hello"}`, Malformed},
		{"hello with bad seats", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0,"seats":[1,1]}}`, Malformed},
		{"hello with seat 9", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0,"seats":[9]}}`, Malformed},
		{"hello without seats", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0}}`, Malformed},
		{"hello with bad ending", `{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":0,"seats":[1],"ended":{"winners":[2],"reason":"bribery"}}}`, Malformed},
		{"coin nonce too short", `{"v":2,"kind":"coin-reveal","nonce":"00"}`, Malformed},
		{"commit not hex", `{"v":2,"kind":"coin-commit","commit":"` + strings.Repeat("zz", 32) + `"}`, Malformed},
		{"orders without steps", `{"v":2,"kind":"orders-reveal","seq":0,"seat":1,"nonce":"` + strings.Repeat("00", saltSize) + `"}`, Malformed},
		{"orders too many", `{"v":2,"kind":"orders-reveal","seq":0,"seat":1,"nonce":"` + strings.Repeat("00", saltSize) + `","steps":[` + strings.Repeat(`"end",`, MaxOrders) + `"end"]}`, Malformed},
		{"orders for player 9", `{"v":2,"kind":"orders-commit","seq":0,"seat":9,"commit":"` + strings.Repeat("00", 32) + `"}`, Malformed},
		{"takeback of nothing", `{"v":2,"kind":"takeback-request","seq":3,"count":0}`, Malformed},
	}
	for _, tc := range tests {
		_, err := Decode([]byte(tc.data))
		var r *Refusal
		if !errors.As(err, &r) || r.Problem != tc.want {
			t.Errorf("%s: Decode = %v, want problem %s", tc.name, err, tc.want)
		}
	}
}

func TestEncodeRefusesWhatDecodeWould(t *testing.T) {
	for _, m := range []Message{
		{Kind: KindChat, Text: strings.Repeat("x", MaxChat+1)},
		{Kind: KindStep, Seq: 1, Step: "end"},
		{Kind: "teleport"},
	} {
		if _, err := Encode(m); err == nil {
			t.Errorf("Encode(%+v) succeeded", m)
		}
	}
}
