package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"
)

// FuzzDecode: Decode never panics, refuses only with a *Refusal, and a
// message it accepts encodes and decodes to itself.
func FuzzDecode(f *testing.F) {
	for _, m := range validMessages {
		data, _ := Encode(m)
		f.Add(data)
	}
	f.Add([]byte(`{"v":2,"kind":"step","seq":1,"step":"move a2-a3","hash":"0123"}`))
	f.Add([]byte(`{"v":2,"kind":"hello","hello":{"app":"x","game":"parry","steps":1,"record":"AA","seats":[1,1]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			var r *Refusal
			if !errors.As(err, &r) || r.Text == "" {
				t.Fatalf("Decode(%q) = %v, not a refusal", data, err)
			}
			return
		}
		again, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(Decode(%q)): %v", data, err)
		}
		back, err := Decode(again)
		if err != nil || !reflect.DeepEqual(back, m) {
			t.Fatalf("Decode(Encode(%+v)) = %+v, %v", m, back, err)
		}
	})
}

// FuzzReceive: whatever bytes arrive, a match in the middle of a game
// never panics, and a refused message changes nothing.
func FuzzReceive(f *testing.F) {
	for _, m := range validMessages {
		data, _ := Encode(m)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l := phalanxGuestToMove(t)
		before := saveOf(t, l.side[0])
		_, events := l.side[0].ReceiveBytes(data)
		if len(events) == 1 && events[0].Kind == Refused && !bytes.Equal(before, saveOf(t, l.side[0])) {
			t.Fatalf("a refused message changed the match: %q", data)
		}
	})
}

var codeErrors = []error{ErrNotCode, ErrCodeCut, ErrCodeTypo, ErrNewer}

// FuzzMoveCode: reading any text as a move code never panics and fails
// only with a player's error; a code that reads encodes back to the same
// code; applying it to a game never panics and, when refused, changes
// nothing.
func FuzzMoveCode(f *testing.F) {
	g := phalanxMail(f)
	for _, c := range g.codes {
		f.Add(c)
	}
	f.Add("")
	f.Add(forgedVersion(g.codes[0], 2))
	timed := newDayGame(f, "phalanx") // codes with a clock: a header naming it, and stamps
	timed.hubTurn(start)
	f.Add(timed.guestTurn(start.Add(time.Hour)))
	first, _ := timed.hub.MoveCode(1)
	f.Add(first)
	f.Fuzz(func(t *testing.T, text string) {
		c, err := parseMoveCode(text)
		if err != nil {
			if !slices.ContainsFunc(codeErrors, func(e error) bool { return errors.Is(err, e) }) {
				t.Fatalf("parseMoveCode(%q) = %v, not a player's error", text, err)
			}
			return
		}
		back, err := parseMoveCode(c.encode())
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("parseMoveCode(encode(%+v)) = %+v, %v", c, back, err)
		}
		guest := phalanxMail(t).side[1]
		before := saveOf(t, guest)
		if _, err := guest.ApplyCode(text); err != nil && !bytes.Equal(before, saveOf(t, guest)) {
			t.Fatalf("a refused code changed the match: %q: %v", text, err)
		}
		JoinCode("test", text, entropy(1))
	})
}

// FuzzUnknownKey checks unknownKey against encoding/json's own
// DisallowUnknownFields, on whatever decodes as a Message.
func FuzzUnknownKey(f *testing.F) {
	for _, m := range validMessages {
		data, _ := Encode(m)
		f.Add(data)
	}
	f.Add([]byte(`{"v":2,"kind":"bye","admin":true}`))
	f.Add([]byte(`{"V":1,"KIND":"bye","hello":{"APP":"x","ended":{"Winners":[1],"x":2}}}`))
	f.Add([]byte(`{"v":2,"hello":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Message
		if json.Unmarshal(data, &m) != nil {
			return
		}
		d := json.NewDecoder(bytes.NewReader(data))
		d.DisallowUnknownFields()
		want := d.Decode(&m)
		if got := unknownKey(data, reflect.TypeFor[Message]()); (got == nil) != (want == nil) {
			t.Fatalf("%s: unknownKey says %v, json %v", data, got, want)
		}
	})
}
