package protocol

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"hash/crc32"
	"io"
	"maps"
	"slices"
	"strings"
	"unicode"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/registry"
)

// Correspondence mode: after each turn the page shows a move code, which
// the player sends through any messenger; the other player pastes it, and
// its steps are checked exactly as online messages are before anything is
// applied. A move code is the base64url text (no padding) of:
//
//	version  1   codeVersion
//	size     uv  bytes of the whole code, version to CRC
//	flags    1   bit 0: a header follows (the host's codes until the guest answers);
//	             bit 1: the game is timed by days per turn (mailclock.go)
//	header       game id, start position, options (count, then name and value),
//	             the sender's seats (a PlayerSet byte), the round (uvarint),
//	             and when timed the time control's text (clock.Control.String);
//	             texts are a uvarint length and the bytes
//	length   uv  the sender's record length
//	hash     8   the sender's position hash after length steps, big-endian
//	stamp    uv  when timed: when the sender last passed the turn, in Unix
//	             seconds (0: not yet)
//	items        until the CRC, each a kind byte and:
//	             1 steps:  first step's number, count, ranks (uvarints)
//	             2 commit: turn start, seat, SHA-256 (32 bytes)
//	             3 reveal: turn start, seat, salt (16 bytes), count, ranks
//	crc32    4   CRC-32 (IEEE) of every byte before it, big-endian
//
// A rank is a step's place among its position's legal steps sorted in byte
// order (steps.go); a reveal's ranks are counted in the seat's own sandbox.
//
// Source of Power by correspondence uses the same commitments as online
// play, in codes instead of messages. A player who finishes their orders
// while the other side's are unknown sends only the commitment; a player
// who finishes them holding every other commitment sends the commitment
// and the reveal together (showing orders after everyone else is bound
// harms no one). So with two players a turn costs one code each way: A
// sends its commitment; B answers with its orders; A applies them, which
// reveals A's orders and resolves the turn, and A's next code carries that
// reveal with A's commitment for the next turn.
//
// By correspondence the host chooses the seats (no coin flip), and
// resignations, draws and chat go through the messenger itself.

const codeVersion = 1

// Item kinds of a move code.
const (
	itemSteps  = 1
	itemCommit = 2
	itemReveal = 3
)

// Errors of a move code that cannot be read, worded for a player. Codes
// that read but do not fit the game are refused with a *Refusal.
var (
	ErrNotCode  = errors.New("this is not a Pentarchy move code")
	ErrCodeCut  = errors.New("the move code is cut short — copy all of it")
	ErrCodeTypo = errors.New("the move code has a typo (its checksum does not match) — copy it again")
	ErrNewer    = errors.New("this move code comes from a newer version of Pentarchy")
)

// moveCode is a move code read but not yet applied.
type moveCode struct {
	header *codeHeader
	timed  bool // by days per turn: stamp is set, and the header names the control
	length int
	hash   uint64
	stamp  int64 // Unix seconds
	items  []codeItem
}

// codeHeader introduces the game in the host's first codes.
type codeHeader struct {
	game, position string
	options        game.Options
	seats          game.PlayerSet // the sender's
	round          int
	clock          string // the time control's text, when timed
}

// codeItem is steps, a commitment or a reveal.
type codeItem struct {
	kind  byte
	seq   int    // steps: the first step's number; orders: the turn's start
	seat  int    // orders
	data  []byte // commitment (32 bytes) or salt (16 bytes)
	ranks []uint64
}

// coded tells whether messages of kind travel in move codes (steps are
// taken from the record instead).
func coded(k Kind) bool { return k == KindOrdersCommit || k == KindOrdersReveal }

// MoveCode returns the code that carries to the other side everything it
// has not seen: the new steps, or in a game of orders the commitments and
// reveals, with the position hash after them. The host's codes carry the
// game until the guest's first code comes back.
func (m *Match) MoveCode() (string, error) {
	if m.mode != Correspondence || m.rules == nil {
		return "", errors.New("move codes are for games played by correspondence")
	}
	c := moveCode{length: len(m.rec.Steps), hash: m.hashes[len(m.rec.Steps)]}
	if m.mailTurn(m.mode) > 0 {
		c.timed, c.stamp = true, m.mail.passed
	}
	if m.host && !m.joined {
		c.header = &codeHeader{game: m.rec.Game, position: m.rec.Position, options: m.rec.Options, seats: m.local, round: m.round}
		if c.timed {
			c.header.clock = m.clock.Control.String()
		}
	}
	if !m.simultaneous && m.peerLen < len(m.rec.Steps) {
		ranks, err := m.ranksFrom(m.positionAt(m.peerLen), m.rec.Steps[m.peerLen:])
		if err != nil {
			return "", err
		}
		c.items = append(c.items, codeItem{kind: itemSteps, seq: m.peerLen + 1, ranks: ranks})
	}
	for _, msg := range m.outbox {
		item, err := m.orderItem(msg)
		if err != nil {
			return "", err
		}
		c.items = append(c.items, item)
	}
	return c.encode(), nil
}

// orderItem is the code item of a commitment or reveal this side sent.
func (m *Match) orderItem(msg Message) (codeItem, error) {
	if msg.Kind == KindOrdersCommit {
		data, _ := hex.DecodeString(msg.Commit)
		return codeItem{kind: itemCommit, seq: msg.Seq, seat: msg.Seat, data: data}, nil
	}
	salt, _ := hex.DecodeString(msg.Nonce)
	pos, err := sandboxOf(m.positionAt(msg.Seq), msg.Seat)
	if err != nil {
		return codeItem{}, err
	}
	ranks, err := m.ranksFrom(pos, msg.Steps)
	return codeItem{kind: itemReveal, seq: msg.Seq, seat: msg.Seat, data: salt, ranks: ranks}, err
}

// ranksFrom is the ranks of steps played from pos.
func (m *Match) ranksFrom(pos game.Position, steps []string) ([]uint64, error) {
	b, err := appendSteps(nil, pos, steps)
	if err != nil {
		return nil, err
	}
	var ranks []uint64
	for len(b) > 0 {
		r, n := binary.Uvarint(b)
		ranks, b = append(ranks, r), b[n:]
	}
	return ranks, nil
}

// positionAt is the position after the record's first n steps.
func (m *Match) positionAt(n int) game.Position {
	if n == len(m.rec.Steps) {
		return m.pos.Clone()
	}
	pos := m.start.Clone()
	for _, text := range m.rec.Steps[:n] {
		game.Play(pos, text)
	}
	return pos
}

// JoinCode makes the guest's side of a game by correspondence from the
// host's first move code, and applies it.
func JoinCode(app, code string, entropy io.Reader) (*Match, []Event, error) {
	c, err := parseMoveCode(code)
	if err != nil {
		return nil, nil, err
	}
	h := c.header
	if h == nil {
		return nil, nil, refuse(NotNow, "this code continues a game: the first code of the game is needed to join it")
	}
	rules, ok := registry.Find(h.game)
	if !ok {
		return nil, nil, refuse(NotNow, "this code is for %q, a game this version does not know", h.game)
	}
	m := &Match{app: app, mode: Correspondence, entropy: entropy, seating: Chosen, round: h.round}
	if err := m.setGame(rules, game.Record{Game: h.game, Options: h.options, Position: h.position}); err != nil {
		return nil, nil, refuse(Illegal, "this code's game cannot start here: %v", err)
	}
	if c.timed {
		k, err := clock.Parse(h.clock)
		if err != nil || !k.ByMail() {
			return nil, nil, refuse(Malformed, "this code's time control %q cannot be played by move codes", h.clock)
		}
		m.clock = clock.New(k, m.pos.Players())
	}
	if !m.properSeats(h.seats) {
		return nil, nil, refuse(Malformed, "this code leaves no seat to you")
	}
	m.local = m.all() &^ h.seats
	events, err := m.applyCode(c)
	if err != nil {
		return nil, nil, err
	}
	m.joined = true
	m.tookCode(m.mode, c.stamp)
	events = append([]Event{{Kind: Greeted, Greeting: JoinedByCodes}, m.seated()}, events...)
	return m, events, nil
}

// readCode reads a move code of the other side and checks that its header,
// if any, is about this game.
func (m *Match) readCode(code string) (*moveCode, error) {
	if m.mode != Correspondence || m.rules == nil {
		return nil, errors.New("move codes are for games played by correspondence")
	}
	c, err := parseMoveCode(code)
	if err != nil {
		return nil, err
	}
	if h := c.header; h != nil {
		if err := m.sameGame(Hello{Game: h.game, Options: h.options, Position: h.position, Seats: h.seats.List(), Seating: Chosen}); err != nil {
			return nil, refuse(Diverged, "this code is for another game: %v", err)
		}
		if h.round != m.round {
			return nil, refuse(Diverged, "this code is for game %d of the match, and this is game %d", h.round+1, m.round+1)
		}
	}
	if timed := m.mailTurn(m.mode) > 0; c.timed != timed || c.header != nil && timed && c.header.clock != m.clock.Control.String() {
		return nil, refuse(Diverged, "this code is for a game with another clock")
	}
	return c, nil
}

// ApplyCode applies a move code of the other side: all of it or, when any
// of it is wrong, none of it. The error says what is wrong: not a code, cut,
// typo, another game, already applied, a code missing before it, an illegal
// step, a changed order, or another position hash. A code made after its
// player's deadline (mailclock.go) is not applied: the player is out of
// time.
func (m *Match) ApplyCode(code string) ([]Event, error) {
	c, err := m.readCode(code)
	if err != nil {
		return nil, err
	}
	try := m.clone()
	events, err := try.applyCode(c)
	if err != nil {
		return nil, err
	}
	if try.tookCode(m.mode, c.stamp) {
		return m.outOfTime(game.PlayerSet(0).With(m.pos.Mover())), nil
	}
	*m = *try
	return events, nil
}

// applyCode plays a code's items through the same checks as online
// messages, then checks the sender's position hash.
func (m *Match) applyCode(c *moveCode) ([]Event, error) {
	before := m.progress()
	var events []Event
	for _, item := range c.items {
		more, err := m.applyItem(item)
		if err != nil {
			return nil, err
		}
		events = append(events, more...)
	}
	return events, m.settleCode(c, before)
}

// settleCode checks, once a code's items are applied, that the sender has
// the position here after the steps it knew, and that the code brought
// something (before is the progress before it); then it notes what the
// sender has.
func (m *Match) settleCode(c *moveCode, before int) error {
	n := len(m.rec.Steps)
	if c.length > n {
		return refuse(OutOfOrder, "this code follows steps this game does not have yet (it reaches step %d, this game has %d): paste the codes before it first", c.length, n)
	}
	if got := m.hashes[c.length]; got != c.hash {
		return refuse(HashMismatch, "after step %d the other device has position hash %s and this one %s: the devices disagree about the game, so nothing was applied", c.length, HashText(c.hash), HashText(got))
	}
	if m.progress() == before && c.length <= m.peerLen && m.joined {
		return refuse(Replayed, "this code was already applied")
	}
	m.joined, m.peerLen = true, c.length
	m.outbox = slices.DeleteFunc(m.outbox, func(msg Message) bool { return msg.Seq < c.length })
	return nil
}

// progress measures how far the game has come, to tell a code that
// brought nothing new.
func (m *Match) progress() int {
	return len(m.rec.Steps)*64 + len(m.turn.commits) + len(m.turn.reveals)
}

// applyItem applies one item of a code.
func (m *Match) applyItem(item codeItem) ([]Event, error) {
	if item.kind == itemSteps {
		return m.applySteps(item)
	}
	if item.seq < len(m.rec.Steps) {
		return nil, nil // a turn already resolved here
	}
	msg := Message{V: Version, Kind: KindOrdersCommit, Seq: item.seq, Seat: item.seat, Commit: hex.EncodeToString(item.data)}
	if item.kind == itemReveal {
		var err error
		if msg, err = m.revealMessage(item); err != nil {
			return nil, err
		}
	}
	if err := msg.check(); err != nil {
		return nil, err
	}
	out, events, err := m.take(msg)
	m.send(out)
	return events, err
}

// applySteps applies a run of steps: those already here must be the same,
// the others are played as online steps are.
func (m *Match) applySteps(item codeItem) ([]Event, error) {
	if item.seq < 1 || item.seq > len(m.rec.Steps)+1 {
		if item.seq > 1 {
			return nil, refuse(OutOfOrder, "this code starts at step %d, but this game has %d steps: a code is missing before it", item.seq, len(m.rec.Steps))
		}
		return nil, refuse(Malformed, "this code starts at step %d", item.seq)
	}
	if m.simultaneous {
		return nil, refuse(Malformed, "in %s steps travel as sealed orders", m.rules.Name())
	}
	var events []Event
	for i, r := range item.ranks {
		seq := item.seq + i
		step, fresh, err := m.codeStep(seq, r, m.positionAt(seq-1))
		if err != nil {
			return nil, err
		}
		if !fresh {
			continue
		}
		if err := m.ready(); err != nil {
			return nil, err
		}
		if err := m.peerStep(seq, step, ""); err != nil {
			return nil, err
		}
		events = append(events, Event{Kind: StepPlayed, Seq: seq, Step: step})
	}
	return append(events, m.gameOver()...), nil
}

// codeStep reads step seq of a code from its rank, played from at: a step
// this side has must be the same one (fresh is false).
func (m *Match) codeStep(seq int, rank uint64, at game.Position) (step string, fresh bool, err error) {
	steps, err := m.readRanks(at, []uint64{rank}, seq)
	if err != nil {
		return "", false, refuse(Illegal, "%v", err)
	}
	if seq > len(m.rec.Steps) {
		return steps[0], true, nil
	}
	if steps[0] != m.rec.Steps[seq-1] {
		return "", false, refuse(Diverged, "this code's step %d %q differs from this game's %q", seq, steps[0], m.rec.Steps[seq-1])
	}
	return steps[0], false, nil
}

// readRanks turns ranks into step texts played from a copy of pos.
func (m *Match) readRanks(pos game.Position, ranks []uint64, first int) ([]string, error) {
	var b []byte
	for _, r := range ranks {
		b = binary.AppendUvarint(b, r)
	}
	steps, _, err := readSteps(b, pos.Clone(), len(ranks), first)
	return steps, err
}

// encode writes the code's text.
func (c *moveCode) encode() string {
	var body []byte
	flags := byte(0)
	if c.header != nil {
		flags = 1
	}
	if c.timed {
		flags |= 2
	}
	body = append(body, flags)
	if h := c.header; h != nil {
		body = appendText(body, h.game)
		body = appendText(body, h.position)
		names := slices.Sorted(maps.Keys(h.options))
		body = binary.AppendUvarint(body, uint64(len(names)))
		for _, k := range names {
			body = appendText(appendText(body, k), h.options[k])
		}
		body = append(body, byte(h.seats))
		body = binary.AppendUvarint(body, uint64(h.round))
		if c.timed {
			body = appendText(body, h.clock)
		}
	}
	body = binary.AppendUvarint(body, uint64(c.length))
	body = binary.BigEndian.AppendUint64(body, c.hash)
	if c.timed {
		body = binary.AppendUvarint(body, uint64(c.stamp))
	}
	for _, it := range c.items {
		body = append(body, it.kind)
		body = binary.AppendUvarint(body, uint64(it.seq))
		if it.kind != itemSteps {
			body = append(body, byte(it.seat))
			body = append(body, it.data...)
		}
		if it.kind != itemCommit {
			body = binary.AppendUvarint(body, uint64(len(it.ranks)))
			for _, r := range it.ranks {
				body = binary.AppendUvarint(body, r)
			}
		}
	}
	// The size counts itself: find the smallest size that fits.
	size := 1 + len(body) + 4
	for 1+uvarintLen(uint64(size))+len(body)+4 != size {
		size = 1 + uvarintLen(uint64(size)) + len(body) + 4
	}
	b := binary.AppendUvarint([]byte{codeVersion}, uint64(size))
	return base64URL.EncodeToString(appendCRC(append(b, body...)))
}

var base64URL = base64.RawURLEncoding

func notBase64URL(r rune) bool {
	return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
}

// appendCRC appends the big-endian CRC-32 (IEEE) of b to b.
func appendCRC(b []byte) []byte {
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

func uvarintLen(v uint64) int { return len(binary.AppendUvarint(nil, v)) }

func appendText(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// parseMoveCode reads a code's text; whitespace in it is ignored.
func parseMoveCode(text string) (*moveCode, error) {
	text = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, text)
	b, err := base64URL.DecodeString(text)
	if err != nil && len(text) > 1 && !strings.ContainsFunc(text, notBase64URL) {
		return nil, ErrCodeCut // a length no code has: characters are missing
	}
	if err != nil || len(b) == 0 {
		return nil, ErrNotCode
	}
	if b[0] != codeVersion {
		if b[0] > codeVersion && b[0] < 16 {
			return nil, ErrNewer
		}
		return nil, ErrNotCode
	}
	size, n := binary.Uvarint(b[1:])
	switch {
	case n <= 0:
		return nil, ErrCodeCut
	case uint64(len(b)) < size:
		return nil, ErrCodeCut
	case uint64(len(b)) > size || crc32.ChecksumIEEE(b[:len(b)-4]) != binary.BigEndian.Uint32(b[len(b)-4:]):
		return nil, ErrCodeTypo
	}
	r := &reader{b: b[1+n : len(b)-4]}
	c := r.code()
	if r.err != nil {
		return nil, ErrCodeTypo
	}
	return c, nil
}

// reader reads the body of a code; its first failure sticks in err.
type reader struct {
	b   []byte
	err error
}

func (r *reader) fail() { r.err, r.b = ErrCodeTypo, nil }

func (r *reader) byte() byte {
	if len(r.b) == 0 {
		r.fail()
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

func (r *reader) bytes(n int) []byte {
	if len(r.b) < n {
		r.fail()
		return nil
	}
	b := r.b[:n:n]
	r.b = r.b[n:]
	return b
}

// uint reads a uvarint no larger than max.
func (r *reader) uint(max uint64) uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > max {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) text() string { return string(r.bytes(int(r.uint(maxName)))) }

func (r *reader) code() *moveCode {
	c := &moveCode{}
	flags := r.byte()
	if flags > 3 {
		r.fail()
	}
	c.timed = flags&2 != 0
	if flags&1 != 0 {
		c.header = r.header(c.timed)
	}
	c.length = int(r.uint(1 << 24))
	c.hash = binary.BigEndian.Uint64(append(r.bytes(8), make([]byte, 8)...))
	if c.timed {
		c.stamp = int64(r.uint(1 << 40))
	}
	for len(r.b) > 0 && r.err == nil {
		c.items = append(c.items, r.item())
	}
	return c
}

func (r *reader) header(timed bool) *codeHeader {
	h := &codeHeader{game: r.text()}
	h.position = string(r.bytes(int(r.uint(4096))))
	n := int(r.uint(maxOptions))
	h.options = game.Options{}
	for range n {
		k := r.text()
		h.options[k] = r.text()
	}
	h.seats = game.PlayerSet(r.byte())
	h.round = int(r.uint(1 << 16))
	if timed {
		h.clock = r.text()
	}
	return h
}

func (r *reader) item() codeItem {
	it := codeItem{kind: r.byte(), seq: int(r.uint(1 << 24))}
	switch it.kind {
	case itemSteps:
	case itemCommit:
		it.seat, it.data = int(r.byte()), r.bytes(32)
	case itemReveal:
		it.seat, it.data = int(r.byte()), r.bytes(saltSize)
	default:
		r.fail()
	}
	if it.kind != itemCommit {
		n := int(r.uint(1 << 16))
		for range n {
			if r.err != nil {
				break
			}
			it.ranks = append(it.ranks, r.uint(1<<32))
		}
	}
	return it
}

// ToCodes goes on with an online game by move codes, from where it stands:
// for when the connection is gone for good, or the players would rather
// mail. Either side may switch, at any time once the seats are settled, and
// the other side switches too. This side's first code carries what the
// other side is not known to have: the steps after the last one both sides
// acknowledged, or in a game of orders this side's reveals of the last
// turn if its resolution was not acknowledged, and this turn's commitments
// and reveals. A step the other
// side already had (its acknowledgement was lost) is checked to be the same
// and skipped there. Offers waiting for an answer lapse, as when a
// connection drops.
func (m *Match) ToCodes() error {
	if m.mode == Correspondence {
		return nil
	}
	if !m.Settled() {
		return errors.New("the game has not started yet: invite again, or start a game by move codes")
	}
	m.mode, m.joined, m.peerLen, m.outbox = Correspondence, true, m.acked, nil
	if !m.clock.On() || !m.clock.Control.ByMail() || m.devices > 2 {
		m.clock = nil // a game by move codes keeps only days per turn, between two devices
	}
	m.mail = mailStamps{} // the turn under way is judged by the device to move alone
	m.draw, m.takeback, m.rematch = none, takebackRequest{}, none
	if m.simultaneous && m.acked < len(m.rec.Steps) {
		m.send(slices.Clone(m.lastTurn))
	}
	m.send(m.resendOrders())
	return nil
}
