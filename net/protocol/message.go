package protocol

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// Version is the protocol version every message carries in "v". Pages
// with different versions refuse each other's messages, saying so. Version
// 2 added the joining message. A game saved on the device has a version
// of its own (saveVersion): an update of the protocol goes on with it.
const Version = 2

// Limits of a message, checked by [Decode] before and after decoding.
const (
	MaxMessage = 64 << 10 // bytes of one encoded message
	MaxChat    = 200      // characters of a chat line
	MaxStep    = 100      // bytes of one step text
	MaxOrders  = 200      // steps of one player's orders in a turn
	maxName    = 40       // bytes of a game id, an option name or value, an app version
	maxOptions = 16
	maxMs      = 31 * 24 * 3600 * 1000 // milliseconds of a time or a turn: a clock's longest
)

// Kind is what a message is about.
type Kind string

// The kinds of message.
const (
	KindHello           Kind = "hello"            // Hello: who this side is and the game so far
	KindStep            Kind = "step"             // Seq, Step, Hash: a step played here
	KindAck             Kind = "ack"              // Seq, Hash: the record reached Seq steps here, position hash
	KindReject          Kind = "reject"           // Seq, About, Code, Text: a message was refused
	KindResign          Kind = "resign"           // Seq; from a hub, Seats: the seats that resign (else the sender's)
	KindDrawOffer       Kind = "draw-offer"       // Seq; from a hub, Seat: whose device offers
	KindDrawAnswer      Kind = "draw-answer"      // Seq, Accept; from a hub, Seat: whose device declined
	KindTakebackRequest Kind = "takeback-request" // Seq, Count: take back Count steps of Seq; Seat as for a draw
	KindTakebackAnswer  Kind = "takeback-answer"  // Seq, Accept; Seat as for a draw
	KindRematchOffer    Kind = "rematch-offer"    // Seq: the games played before; from a hub, Seat as for a draw
	KindRematchAnswer   Kind = "rematch-answer"   // Seq, Accept; from a hub, Seat as for a draw, and Seats: the receiver's seats in the new game
	KindChat            Kind = "chat"             // Text
	KindCoinCommit      Kind = "coin-commit"      // Commit: SHA-256 of the sender's coin nonce
	KindCoinReveal      Kind = "coin-reveal"      // Nonce
	KindOrdersCommit    Kind = "orders-commit"    // Seq, Seat, Commit: SHA-256 of salt and orders
	KindOrdersReveal    Kind = "orders-reveal"    // Seq, Seat, Nonce (the salt), Steps
	KindBye             Kind = "bye"              // the sender leaves
	KindAway            Kind = "away"             // Seat: a hub says the device of player Seat lost its connection
	KindBack            Kind = "back"             // Seat: a hub says the device of player Seat is back
	KindJoining         Kind = "joining"          // Count: before its hello, a hub says how many devices are still to join
	KindTimeout         Kind = "timeout"          // Seq, Seats: a hub says these players' time ran out (clocks.go)
)

// Message is one message between two pages. Which fields a kind uses is
// listed with the kinds; the others stay empty.
type Message struct {
	V      int      `json:"v"`
	Kind   Kind     `json:"kind"`
	Seq    int      `json:"seq,omitempty"`    // a record length: the step's number, a turn's start
	Step   string   `json:"step,omitempty"`   // a step text in the game's notation
	Hash   string   `json:"hash,omitempty"`   // position hash after Seq steps, 16 hex digits
	Seat   int      `json:"seat,omitempty"`   // a player, from 1
	Count  int      `json:"count,omitempty"`  // steps to take back
	Accept bool     `json:"accept,omitempty"` // an answer: yes
	Text   string   `json:"text,omitempty"`   // chat line; reason of a reject
	Code   Problem  `json:"code,omitempty"`   // reject: what was wrong
	About  Kind     `json:"about,omitempty"`  // reject: kind of the refused message
	Commit string   `json:"commit,omitempty"` // SHA-256, 64 hex digits
	Nonce  string   `json:"nonce,omitempty"`  // coin nonce or orders salt, hex
	Steps  []string `json:"steps,omitempty"`  // a player's orders for a turn
	Seats  []int    `json:"seats,omitempty"`  // resign from a hub: the seats that resign
	// Watcher is, in a chat line a hub passes on, the number of the
	// watcher who wrote it (watch.go).
	Watcher int `json:"watcher,omitempty"`
	// Ms is, in a timed game (clocks.go), a step's: the time its player
	// has thought in the turn so far, in milliseconds, as the sender
	// counts it (from a hub: as the hub counted it); an ack's from a hub:
	// the time it counted for the turn the step ended.
	Ms    int    `json:"ms,omitempty"`
	Hello *Hello `json:"hello,omitempty"`
}

// Hello is what a page says first on every connection, and again after a
// reconnect: the game, its options, the record so far and the seats.
type Hello struct {
	App      string       `json:"app"`                // the sender's app version
	Game     string       `json:"game"`               // game id; empty for a guest without a game
	Options  game.Options `json:"options,omitempty"`  // as the host gave them
	Position string       `json:"position,omitempty"` // the start position, when not the game's own
	Steps    int          `json:"steps"`              // how many steps Record holds
	Record   string       `json:"record,omitempty"`   // the steps, compact (see steps.go)
	Seats    []int        `json:"seats,omitempty"`    // the seats the sender plays
	Seating  Seating      `json:"seating,omitempty"`  // how the seats were settled
	Host     bool         `json:"host,omitempty"`     // the sender set the game up
	Devices  int          `json:"devices,omitempty"`  // a hub's: how many devices play, itself included
	Where    []int        `json:"where,omitempty"`    // a hub's: the device of each seat in turn, 0 the hub's, then each guest's
	Ended    *Ending      `json:"ended,omitempty"`    // the game ended by resignation or agreement
	Round    int          `json:"round,omitempty"`    // games before this one in the match (rematches)
	Watch    bool         `json:"watch,omitempty"`    // the receiver (from a hub) or the sender watches: it plays no seat
	NoChat   bool         `json:"nochat,omitempty"`   // a hub's to a watcher: the host turned chat with watchers off
	Clock    string       `json:"clock,omitempty"`    // the time control (game/clock's text form), in a timed game
	Left     []int        `json:"left,omitempty"`     // each player's time before the turn under way, in milliseconds
	Out      []int        `json:"out,omitempty"`      // the players out of time, in a game that goes on without them
}

// Seating says how the seats are settled.
type Seating string

const (
	// Chosen seats are settled: the host chose, or the coin has fallen.
	Chosen Seating = "chosen"
	// Coin seats are a proposal; a commit-reveal coin flip decides
	// whether the two sides swap them.
	Coin Seating = "coin"
)

// Ending is a game ended by the players rather than the rules.
type Ending struct {
	Winners []int  `json:"winners"` // empty for a draw
	Reason  string `json:"reason"`  // "resignation" or "agreement"
}

// Encode writes a message as JSON, with the protocol version set.
func Encode(m Message) ([]byte, error) {
	m.V = Version
	if err := m.check(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", m.Kind, err)
	}
	if len(data) > MaxMessage {
		return nil, refuse(Oversized, "the %s message would be %d bytes, over the limit of %d", m.Kind, len(data), MaxMessage)
	}
	return data, nil
}

// Decode reads a message. It refuses, with a *Refusal, data over
// MaxMessage (before reading it), another protocol version, unknown fields,
// and fields that are missing, malformed or over their limits.
func Decode(data []byte) (Message, error) {
	if len(data) > MaxMessage {
		return Message{}, refuse(Oversized, "a message of %d bytes is over the limit of %d", len(data), MaxMessage)
	}
	var head struct {
		V json.RawMessage `json:"v"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Message{}, refuse(Malformed, "not a protocol message: %v", err)
	}
	if string(head.V) != strconv.Itoa(Version) {
		return Message{}, refuse(WrongVersion, "the other page speaks protocol version %s, this one %d: load the same version of the page on both devices", head.V, Version)
	}
	var m Message
	if err := json.Unmarshal(data, &m); err != nil {
		return Message{}, refuse(Malformed, "bad message: %v", err)
	}
	if err := unknownKey(data, reflect.TypeFor[Message]()); err != nil {
		return Message{}, refuse(Malformed, "bad message: %v", err)
	}
	if err := m.check(); err != nil {
		return Message{}, err
	}
	if len(m.Steps) == 0 {
		m.Steps = nil
	}
	if len(m.Seats) == 0 {
		m.Seats = nil
	}
	if h := m.Hello; h != nil {
		if len(h.Options) == 0 {
			h.Options = nil
		}
		if len(h.Seats) == 0 {
			h.Seats = nil
		}
		if len(h.Where) == 0 {
			h.Where = nil
		}
	}
	return m, nil
}

// unknownKey refuses a key of the JSON object data, or of an object in
// one of its struct fields at any depth, that names no field of the
// struct type t, as json's DisallowUnknownFields does (json matches names
// without regard to case). It takes data for valid JSON.
func unknownKey(data []byte, t reflect.Type) error {
	var obj map[string]json.RawMessage
	if json.Unmarshal(data, &obj) != nil {
		return nil // not an object (null): there is no key
	}
	for key, value := range obj {
		f, ok := fieldNamed(t, key)
		if !ok {
			return fmt.Errorf("json: unknown field %q", key)
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if ft.Kind() != reflect.Struct {
			continue
		}
		if err := unknownKey(value, ft); err != nil {
			return err
		}
	}
	return nil
}

// fieldNamed finds the field of the struct type t that JSON names key.
func fieldNamed(t reflect.Type, key string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		if name != "-" && strings.EqualFold(name, key) {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// check verifies the fields a message's kind needs, and their limits.
func (m *Message) check() error {
	if m.Seq < 0 || m.Seat < 0 || m.Count < 0 || m.Ms < 0 || m.Ms > maxMs {
		return refuse(Malformed, "bad %s message: negative number", m.Kind)
	}
	if m.Hash != "" && !isHex(m.Hash, 16) {
		return refuse(Malformed, "bad %s message: hash %q is not 16 hex digits", m.Kind, m.Hash)
	}
	if m.Commit != "" && !isHex(m.Commit, 64) {
		return refuse(Malformed, "bad %s message: commitment is not 64 hex digits", m.Kind)
	}
	if m.Seat > 8 {
		return refuse(Malformed, "bad %s message: no player %d", m.Kind, m.Seat)
	}
	if m.Watcher < 0 || m.Watcher > MaxWatchers || m.Watcher > 0 && m.Kind != KindChat {
		return refuse(Malformed, "bad %s message: no watcher %d", m.Kind, m.Watcher)
	}
	if _, err := seatSet(m.Seats); err != nil || len(m.Seats) > 0 && m.Kind != KindResign && m.Kind != KindRematchAnswer && m.Kind != KindTimeout {
		return refuse(Malformed, "bad %s message: bad seats", m.Kind)
	}
	switch m.Kind {
	case KindHello:
		return m.Hello.check()
	case KindStep:
		return all(m.Kind, m.Seq >= 1 && m.Hash != "", checkStep(m.Step))
	case KindAck:
		return all(m.Kind, m.Hash != "", nil)
	case KindReject:
		return all(m.Kind, m.Code != "", checkText(m.Text, 400))
	case KindTakebackRequest:
		return all(m.Kind, m.Count >= 1, nil)
	case KindChat:
		return all(m.Kind, m.Text != "", checkText(m.Text, MaxChat))
	case KindCoinCommit:
		return all(m.Kind, m.Commit != "", nil)
	case KindCoinReveal:
		return all(m.Kind, isHex(m.Nonce, 2*nonceSize), nil)
	case KindOrdersCommit:
		return all(m.Kind, m.Seat >= 1 && m.Commit != "", nil)
	case KindOrdersReveal:
		return all(m.Kind, m.Seat >= 1 && isHex(m.Nonce, 2*saltSize), checkOrders(m.Steps))
	case KindAway, KindBack:
		return all(m.Kind, m.Seat >= 1, nil)
	case KindJoining:
		return all(m.Kind, m.Count >= 1 && m.Count <= 5, nil)
	case KindTimeout:
		return all(m.Kind, len(m.Seats) > 0, nil)
	case KindResign, KindDrawOffer, KindDrawAnswer, KindTakebackAnswer,
		KindRematchOffer, KindRematchAnswer, KindBye:
		return nil
	}
	return refuse(Malformed, "unknown kind of message %q", m.Kind)
}

// all is the check of a kind: its required fields are there (ok) and err,
// the check of its texts, is nil.
func all(k Kind, ok bool, err error) error {
	if err != nil {
		return refuse(Malformed, "bad %s message: %v", k, err)
	}
	if !ok {
		return refuse(Malformed, "bad %s message: a field is missing or out of range", k)
	}
	return nil
}

func (h *Hello) check() error {
	if h == nil {
		return refuse(Malformed, "bad hello: no hello")
	}
	if len(h.App) > maxName || len(h.Game) > maxName || len(h.Options) > maxOptions || h.Steps < 0 || h.Round < 0 || h.Devices < 0 || h.Devices > 6 {
		return refuse(Malformed, "bad hello: a field is over its limit")
	}
	for k, v := range h.Options {
		if len(k) > maxName || len(v) > maxName {
			return refuse(Malformed, "bad hello: option %.40q is over its limit", k)
		}
	}
	if len(h.Where) > 8 || slices.ContainsFunc(h.Where, func(d int) bool { return d < 0 || d > 5 }) {
		return refuse(Malformed, "bad hello: bad devices")
	}
	if h.Seating != "" && h.Seating != Chosen && h.Seating != Coin {
		return refuse(Malformed, "bad hello: seating %.20q", h.Seating)
	}
	if _, err := seatSet(h.Seats); err != nil {
		return refuse(Malformed, "bad hello: %v", err)
	}
	if _, err := clock.Parse(h.Clock); err != nil || len(h.Clock) > maxName || len(h.Left) > 8 || slices.ContainsFunc(h.Left, func(ms int) bool { return ms < 0 || ms > maxMs }) {
		return refuse(Malformed, "bad hello: bad clock")
	}
	if e := h.Ended; e != nil {
		if _, err := seatSet(e.Winners); err != nil || e.Reason != reasonResigned && e.Reason != reasonAgreed && e.Reason != clock.ReasonTime {
			return refuse(Malformed, "bad hello: bad ending")
		}
	}
	if h.Game != "" && len(h.Seats) == 0 && !h.Watch {
		return refuse(Malformed, "bad hello: no seats")
	}
	return nil
}

// checkStep tells why a step text cannot be a step of any game.
func checkStep(s string) error {
	if s == "" {
		return fmt.Errorf("empty step")
	}
	if len(s) > MaxStep {
		return fmt.Errorf("a step of %d bytes is over the limit of %d", len(s), MaxStep)
	}
	return checkText(s, MaxStep)
}

// checkOrders tells why a list of steps cannot be a player's orders.
func checkOrders(steps []string) error {
	if len(steps) == 0 || len(steps) > MaxOrders {
		return fmt.Errorf("orders of %d steps (1 to %d allowed)", len(steps), MaxOrders)
	}
	for _, s := range steps {
		if err := checkStep(s); err != nil {
			return err
		}
	}
	return nil
}

// checkText refuses invalid UTF-8, control characters and texts over max
// characters.
func checkText(s string, max int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("text is not UTF-8")
	}
	if n := utf8.RuneCountInString(s); n > max {
		return fmt.Errorf("a text of %d characters is over the limit of %d", n, max)
	}
	if strings.ContainsFunc(s, unicode.IsControl) {
		return fmt.Errorf("text has control characters")
	}
	return nil
}

func isHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, c := range []byte(s) {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// seatSet reads a list of distinct players 1 to 8.
func seatSet(list []int) (game.PlayerSet, error) {
	var s game.PlayerSet
	for _, p := range list {
		if p < 1 || p > 8 || s.Has(p) {
			return 0, fmt.Errorf("bad seat list %v", list)
		}
		s = s.With(p)
	}
	return s, nil
}
