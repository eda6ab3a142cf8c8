package protocol

import (
	"math/rand/v2"
	"testing"

	"pentarchy/game"
)

// longGame is a finished random game of Source of Power for three players
// (about 2500 steps), the longest records the hello carries.
func longGame(b *testing.B) *link {
	l := newLink(b, Config{App: "test", Game: "source-of-power", Options: game.Options{"players": "3"}, Seats: seats(2)}, 1)
	l.playRandom(rand.New(rand.NewPCG(1, 1)), 20000)
	return l
}

// BenchmarkHelloRecord measures writing and reading (checking every step
// with the rules) the record of a long game, as a hello does.
func BenchmarkHelloRecord(b *testing.B) {
	m := longGame(b).side[0]
	var size int
	for b.Loop() {
		text, err := packRecord(m.start, m.rec.Steps)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := unpackRecord(m.start, text, len(m.rec.Steps)); err != nil {
			b.Fatal(err)
		}
		size = len(text)
	}
	b.ReportMetric(float64(size), "record-bytes")
	b.ReportMetric(float64(len(m.rec.Steps)), "steps")
}

// BenchmarkReceiveStep measures taking one step of the other side, from
// its bytes to the acknowledgement, in the middle of a game of Conquid.
func BenchmarkReceiveStep(b *testing.B) {
	l := newLink(b, Config{App: "test", Game: "conquid", Seats: seats(1)}, 1)
	l.playSome(rand.New(rand.NewPCG(1, 1)), 40)
	guest := l.side[1]
	for guest.CanPlay() != nil {
		l.play(0, game.LegalTexts(l.side[0].Position())[0])
	}
	out, _ := guest.Local(game.LegalTexts(guest.Position())[0])
	data, _ := Encode(out[0])
	host := l.side[0]
	for b.Loop() {
		try := host.clone()
		if _, events := try.ReceiveBytes(data); events[0].Kind != StepPlayed {
			b.Fatal(events[0].Text)
		}
	}
}
