package play

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"pentarchy/game"
	"pentarchy/game/analysis"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// Keys of the device's store. Each game is kept under gamePrefix and its
// own number; counterKey holds the last number given out, which also
// orders the games by their last step.
const (
	GamePrefix = "pentarchy.game."
	counterKey = "pentarchy.counter"
)

// keptGames is how many games the device keeps; the oldest go first.
const keptGames = 30

// savedGame is a game kept on the device: its record, who sat where, and
// when it was last played, as a count of saves.
type savedGame struct {
	Record   game.Record      `json:"record"`
	Seats    []string         `json:"seats"`
	Seq      int              `json:"seq"`
	Analysis *analysis.Result `json:"analysis,omitempty"` // the moves list's chart, when made
	Clock    *keptClock       `json:"clock,omitempty"`    // a timed game's clock
}

// KeptGame is a saved game with its key.
type KeptGame struct {
	Key string
	savedGame
}

// SaveGame keeps the game s shows on the device after every step, so that
// a reload or a closed tab loses nothing. A device that keeps nothing is
// not an error here: the game goes on. Only a game's first save adds a
// game to the device, so only then are the oldest games beyond keptGames
// let go (and the kept games read, when there are too many).
func SaveGame(a scene.Host, s *PlayScene) {
	seq := NextSeq(a)
	first := s.SaveKey == ""
	if first {
		s.SaveKey = GamePrefix + strconv.Itoa(seq)
	}
	g := savedGame{Record: s.Rec, Seq: seq}
	if res := s.analysed; res != nil && res.Valid(s.shownSteps(), s.Pos.Players()) {
		g.Analysis = res
	}
	for _, st := range s.Seats {
		g.Seats = append(g.Seats, st.ID())
	}
	g.Clock = s.timing.kept()
	if text, err := json.Marshal(g); err == nil {
		a.Store().Set(s.SaveKey, string(text))
	}
	if first && savedCount(a) > keptGames {
		kept := KeptGames(a)
		for _, old := range kept[min(keptGames, len(kept)):] {
			a.Store().Delete(old.Key)
		}
	}
}

// savedCount counts the games saved on the device, damaged ones too,
// without reading them: a first step reads every kept game only when
// there are too many.
func savedCount(a scene.Host) int {
	n := 0
	for _, key := range a.Store().Keys() {
		if strings.HasPrefix(key, GamePrefix) {
			n++
		}
	}
	return n
}

// NextSeq counts one more save.
func NextSeq(a scene.Host) int {
	text, _ := a.Store().Get(counterKey)
	n, _ := strconv.Atoi(text)
	a.Store().Set(counterKey, strconv.Itoa(n+1))
	return n + 1
}

// KeptGames are the games kept on the device, the last played first.
// Damaged entries are left out.
func KeptGames(a scene.Host) []KeptGame {
	var games []KeptGame
	for _, key := range a.Store().Keys() {
		if !strings.HasPrefix(key, GamePrefix) {
			continue
		}
		text, _ := a.Store().Get(key)
		var g savedGame
		if json.Unmarshal([]byte(text), &g) == nil && g.Record.Game != "" {
			games = append(games, KeptGame{key, g})
		}
	}
	for i := 1; i < len(games); i++ { // the last played first
		for j := i; j > 0 && games[j].Seq > games[j-1].Seq; j-- {
			games[j], games[j-1] = games[j-1], games[j]
		}
	}
	return games
}

// Resume sets up a kept game to go on with, checking every step with the
// ruleset; the error says why it cannot.
func Resume(a scene.Host, k KeptGame) (*PlayScene, error) {
	r, ok := registry.Find(k.Record.Game)
	if !ok {
		return nil, errors.New(kit.Tr("saved.unknown-game", k.Record.Game))
	}
	seats := make([]Seat, len(k.Seats))
	for i, id := range k.Seats {
		seats[i] = SeatFromID(r, id)
	}
	s, err := ResumePlayScene(a, r, k.Record, seats)
	if err != nil {
		return nil, errors.New(kit.Tr("saved.no-replay", err))
	}
	s.SaveKey, s.analysed = k.Key, k.Analysis
	if k.Clock != nil {
		if err := s.restoreClock(*k.Clock); err != nil {
			return nil, errors.New(kit.Tr("saved.no-replay", err))
		}
	}
	return s, nil
}

// LastUnfinished is the last played game kept on the device that is not
// over, ready to go on; nil if there is none.
func LastUnfinished(a scene.Host) *PlayScene {
	for _, k := range KeptGames(a) {
		if s, err := Resume(a, k); err == nil {
			if !s.Pos.Result().Over {
				return s
			}
		}
	}
	return nil
}

// WarmUp has encoding/json build its encoder of a saved game, which takes
// milliseconds the first time. The app calls it on its first frame, so
// that the first step of a game does not wait for it.
func WarmUp() {
	json.Marshal(savedGame{})
}
