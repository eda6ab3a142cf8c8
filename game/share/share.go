// Package share turns a game record into a short text that fits in a
// link, and back: the record's JSON, deflated, in base64url, after a
// version letter. A link to the page with "#game=" and this text opens the
// game for replay on any device, with no server involved.
package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"pentarchy/game"
)

// version is the first letter of every text this package writes. A
// future format takes the next letter, so old links keep working.
const version = "1"

// maxRecord is the largest record, in bytes of JSON, that Decode accepts:
// far above any real game, small enough that a hostile link cannot make
// the page inflate gigabytes.
const maxRecord = 1 << 20

var (
	// ErrNewer is the error for a link made by a newer Pentarchy.
	ErrNewer = errors.New("this link comes from a newer version of Pentarchy: reload the page to update it")
	// ErrDamaged is the error for a text that is not a whole shared game.
	ErrDamaged = errors.New("this game link is damaged or cut short: copy all of it")
)

// Encode writes rec as a text for a link.
func Encode(rec game.Record) (string, error) {
	js, err := json.Marshal(rec)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return "", err
	}
	w.Write(js)
	if err := w.Close(); err != nil {
		return "", err
	}
	return version + base64.RawURLEncoding.EncodeToString(b.Bytes()), nil
}

// Decode reads a text Encode wrote. It checks the form only: replaying
// the record through its ruleset (game.Replay) tells whether its steps are
// legal.
func Decode(text string) (game.Record, error) {
	var rec game.Record
	text = strings.TrimSpace(text)
	if text == "" {
		return rec, ErrDamaged
	}
	if text[:1] != version {
		if text[0] > version[0] && text[0] <= '9' {
			return rec, ErrNewer
		}
		return rec, ErrDamaged
	}
	packed, err := base64.RawURLEncoding.DecodeString(text[1:])
	if err != nil {
		return rec, ErrDamaged
	}
	js, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), maxRecord+1))
	if err != nil || len(js) > maxRecord {
		return rec, ErrDamaged
	}
	return game.ParseRecord(js)
}
