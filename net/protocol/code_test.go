package protocol

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pentarchy/game"
)

// mail is a game by correspondence: each side plays its turn, then its
// move code goes to the other side, which applies it.
type mail struct {
	t     testing.TB
	side  [2]*Match // side[1] is nil until the guest joins
	rng   *rand.Rand
	codes []string // every code sent, in order
}

func newMail(t testing.TB, cfg Config, seed uint64) *mail {
	t.Helper()
	cfg.App, cfg.Mode = "test", Correspondence
	host, err := Host(cfg, entropy(seed))
	if err != nil {
		t.Fatal(err)
	}
	return &mail{t: t, side: [2]*Match{host}, rng: rand.New(rand.NewPCG(seed, 5))}
}

// turn has side i play random steps while it can, then sends its code.
func (g *mail) turn(i int) {
	g.t.Helper()
	m := g.side[i]
	for m.CanPlay() == nil {
		legal := game.LegalTexts(m.Position())
		if _, err := m.Local(legal[g.rng.IntN(len(legal))]); err != nil {
			g.t.Fatal(err)
		}
	}
	code, err := m.MoveCode()
	if err != nil {
		g.t.Fatal(err)
	}
	g.codes = append(g.codes, code)
	g.deliver(1-i, code)
}

// deliver applies a code on side to, or joins the game with it.
func (g *mail) deliver(to int, code string) {
	g.t.Helper()
	var err error
	if g.side[to] == nil {
		g.side[to], _, err = JoinCode("test", code, entropy(99))
	} else {
		_, err = g.side[to].ApplyCode(code)
	}
	if err != nil {
		g.t.Fatalf("side %d: code %d %q: %v", to, len(g.codes), code, err)
	}
}

// playOut plays the game to its end, turn about, from side i.
func (g *mail) playOut(i int) {
	g.t.Helper()
	for ; !g.side[0].Result().Over || g.side[1] == nil || !g.side[1].Result().Over; i = 1 - i {
		g.turn(i)
		if len(g.codes) > 20000 {
			g.t.Fatal("no end after 20000 codes")
		}
	}
}

// TestCorrespondenceGames plays whole random games of every ruleset by
// move codes, and checks that both sides end with the same game. It logs
// the length of the codes: go test -run Correspondence -v ./net/protocol/
func TestCorrespondenceGames(t *testing.T) {
	for _, cfg := range gameConfigs {
		if cfg.Coin {
			continue
		}
		name := fmt.Sprintf("%s%v-host%v", cfg.Game, cfg.Options, cfg.Seats.List())
		t.Run(name, func(t *testing.T) {
			g := newMail(t, cfg, 1)
			g.playOut(0)
			same(t, g.side[0], g.side[1])
			first, lengths := len(g.codes[0]), []int{}
			for _, c := range g.codes[1:] {
				lengths = append(lengths, len(c))
			}
			slices.Sort(lengths)
			total := 0
			for _, n := range lengths {
				total += n
			}
			t.Logf("%s: %d codes for %d steps; first code %d characters; then median %d, mean %d, max %d",
				name, len(g.codes), len(g.side[0].rec.Steps), first, lengths[len(lengths)/2], total/len(lengths), lengths[len(lengths)-1])
		})
	}
}

// phalanxMail is a Phalanx game by correspondence after a few turns: the
// host has just sent codes[4], not yet applied by the guest.
func phalanxMail(t testing.TB) *mail {
	g := newMail(t, Config{Game: "phalanx", Seats: seats(1)}, 2)
	for i := range 4 {
		g.turn(i % 2)
	}
	m := g.side[0]
	for m.CanPlay() == nil {
		m.Local(game.LegalTexts(m.Position())[0])
	}
	code, err := m.MoveCode()
	if err != nil {
		t.Fatal(err)
	}
	g.codes = append(g.codes, code)
	return g
}

// TestMoveCodeErrors: a code that is cut, mistyped, for another game,
// already applied, after a missing code, with an illegal step or another
// position hash is refused with a clear message, and nothing is applied.
func TestMoveCodeErrors(t *testing.T) {
	g := phalanxMail(t)
	guest := g.side[1]
	code := g.codes[4]
	parsed, err := parseMoveCode(code)
	if err != nil {
		t.Fatal(err)
	}
	forged := func(change func(c *moveCode)) string {
		c := *parsed
		c.items = slices.Clone(c.items)
		change(&c)
		return c.encode()
	}
	other := newMail(t, Config{Game: "parry", Seats: seats(1)}, 3)
	other.turn(0)
	typo := []byte(code)
	typo[len(typo)/2] ^= 1
	tests := []struct {
		name string
		code string
		want any // an error or a Problem
	}{
		{"not a code", "good luck!", ErrNotCode},
		{"empty", "", ErrNotCode},
		{"cut short", code[:len(code)-4], ErrCodeCut},
		{"typo", string(typo), ErrCodeTypo},
		{"newer version", forgedVersion(code, 2), ErrNewer},
		{"another game", other.codes[0], Diverged},
		{"already applied", g.codes[2], Replayed},
		{"illegal step", forged(func(c *moveCode) { c.items[0].ranks = []uint64{9999} }), Illegal},
		{"hash mismatch", forged(func(c *moveCode) { c.hash++ }), HashMismatch},
		{"from the future", forged(func(c *moveCode) { c.items[0].seq += 2 }), OutOfOrder},
		{"claims more steps", forged(func(c *moveCode) { c.length++ }), OutOfOrder},
	}
	for _, tc := range tests {
		before := saveOf(t, guest)
		_, err := guest.ApplyCode(tc.code)
		if !codeErrorIs(err, tc.want) {
			t.Errorf("%s: ApplyCode = %v, want %v", tc.name, err, tc.want)
		}
		if !bytes.Equal(before, saveOf(t, guest)) {
			t.Errorf("%s: the match changed", tc.name)
		}
	}
	// A code with spaces and line breaks from a messenger still applies.
	g.deliver(1, " "+code[:10]+"\n"+code[10:]+" ")
	same(t, g.side[0], guest)
}

// TestMoveCodeGap: a code after a missing one is refused.
func TestMoveCodeGap(t *testing.T) {
	g := phalanxMail(t)
	old := restore(t, saveOf(t, g.side[1]), 1)
	g.deliver(1, g.codes[4])
	g.turn(1)
	g.turn(0)
	before := saveOf(t, old)
	if _, err := old.ApplyCode(g.codes[len(g.codes)-1]); !codeErrorIs(err, OutOfOrder) || !strings.Contains(err.Error(), "missing") {
		t.Errorf("a code after a missing one: %v", err)
	}
	if !bytes.Equal(before, saveOf(t, old)) {
		t.Error("the match changed")
	}
}

// TestMoveCodeOrders: in Source of Power by correspondence, a reveal whose
// orders or salt were changed after the commitment is refused.
func TestMoveCodeOrders(t *testing.T) {
	g := newMail(t, Config{Game: "source-of-power", Seats: seats(1)}, 4)
	g.turn(0) // A's commitment
	g.turn(1) // B's commitment and reveal; A reveals and resolves
	a, b := g.side[0], g.side[1]
	for a.CanPlay() == nil {
		a.Local(firstOrder(a))
	}
	code, _ := a.MoveCode() // A's reveal of turn 1 and commitment for turn 2
	parsed, _ := parseMoveCode(code)
	if kinds := itemKinds(parsed); !slices.Equal(kinds, []byte{itemReveal, itemCommit}) {
		t.Fatalf("A's code has items %v", kinds)
	}
	for name, change := range map[string]func(*codeItem){
		"changed salt":  func(it *codeItem) { it.data = bytes.Repeat([]byte{1}, saltSize) },
		"changed order": func(it *codeItem) { it.ranks = append([]uint64{0}, it.ranks[len(it.ranks)-1]) },
	} {
		c := *parsed
		c.items = slices.Clone(c.items)
		change(&c.items[0])
		before := saveOf(t, b)
		if _, err := b.ApplyCode(c.encode()); !codeErrorIs(err, BadReveal) {
			t.Errorf("%s: %v", name, err)
		}
		if !bytes.Equal(before, saveOf(t, b)) {
			t.Errorf("%s: the match changed", name)
		}
	}
	g.codes = append(g.codes, code)
	g.deliver(1, code)
	g.playOut(1)
	same(t, a, b)
}

func itemKinds(c *moveCode) []byte {
	var kinds []byte
	for _, it := range c.items {
		kinds = append(kinds, it.kind)
	}
	return kinds
}

// forgedVersion is code with another version byte and a valid checksum.
func forgedVersion(code string, v byte) string {
	c, _ := parseMoveCode(code)
	text := c.encode()
	b, _ := base64URL.DecodeString(text)
	b[0] = v
	b = b[:len(b)-4]
	return base64URL.EncodeToString(appendCRC(b))
}

func codeErrorIs(err error, want any) bool {
	switch w := want.(type) {
	case error:
		return errors.Is(err, w)
	case Problem:
		return problem(err) == w
	}
	return false
}
