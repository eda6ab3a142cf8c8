package ui

import (
	"cmp"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// Keys of the device's store. Each game is kept under gamePrefix and its
// own number; counterKey holds the last number given out, which also
// orders the games by their last step.
const (
	gamePrefix = "pentarchy.game."
	counterKey = "pentarchy.counter"
)

// keptGames is how many games the device keeps; the oldest go first.
const keptGames = 30

// savedGame is a game kept on the device: its record, who sat where, and
// when it was last played, as a count of saves.
type savedGame struct {
	Record game.Record `json:"record"`
	Seats  []string    `json:"seats"`
	Seq    int         `json:"seq"`
}

// keptGame is a saved game with its key.
type keptGame struct {
	key string
	savedGame
}

// saveGame keeps the game s shows on the device after every step, so that
// a reload or a closed tab loses nothing. A device that keeps nothing is
// not an error here: the game goes on.
func (a *App) saveGame(s *playScene) {
	seq := a.nextSeq()
	if s.saveKey == "" {
		s.saveKey = gamePrefix + strconv.Itoa(seq)
	}
	g := savedGame{Record: s.rec, Seq: seq}
	for _, st := range s.seats {
		g.Seats = append(g.Seats, st.id())
	}
	if text, err := json.Marshal(g); err == nil {
		a.store.Set(s.saveKey, string(text))
	}
	for _, old := range a.keptGames()[min(keptGames, len(a.keptGames())):] {
		a.store.Delete(old.key)
	}
}

// nextSeq counts one more save.
func (a *App) nextSeq() int {
	text, _ := a.store.Get(counterKey)
	n, _ := strconv.Atoi(text)
	a.store.Set(counterKey, strconv.Itoa(n+1))
	return n + 1
}

// keptGames are the games kept on the device, the last played first.
// Damaged entries are left out.
func (a *App) keptGames() []keptGame {
	var games []keptGame
	for _, key := range a.store.Keys() {
		if !strings.HasPrefix(key, gamePrefix) {
			continue
		}
		text, _ := a.store.Get(key)
		var g savedGame
		if json.Unmarshal([]byte(text), &g) == nil && g.Record.Game != "" {
			games = append(games, keptGame{key, g})
		}
	}
	slices.SortFunc(games, func(x, y keptGame) int { return cmp.Compare(y.Seq, x.Seq) })
	return games
}

// resume sets up a kept game to go on with, checking every step with the
// ruleset; the error says why it cannot.
func (a *App) resume(k keptGame) (*playScene, error) {
	r, ok := registry.Find(k.Record.Game)
	if !ok {
		return nil, errors.New(tr("saved.unknown-game", k.Record.Game))
	}
	seats := make([]seat, len(k.Seats))
	for i, id := range k.Seats {
		seats[i] = seatFromID(r, id)
	}
	s, err := resumePlayScene(a, r, k.Record, seats)
	if err != nil {
		return nil, errors.New(tr("saved.no-replay", err))
	}
	s.saveKey = k.key
	return s, nil
}

// lastUnfinished is the last played game kept on the device that is not
// over, ready to go on; nil if there is none.
func (a *App) lastUnfinished() *playScene {
	for _, k := range a.keptGames() {
		if s, err := a.resume(k); err == nil {
			if !s.pos.Result().Over {
				return s
			}
		}
	}
	return nil
}
