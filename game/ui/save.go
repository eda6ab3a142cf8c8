package ui

import (
	"encoding/json"
	"fmt"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// currentKey is where the game being played is kept on the device.
const currentKey = "pentarchy.current"

// savedGame is a game kept on the device: its record and who sat where.
type savedGame struct {
	Record game.Record `json:"record"`
	Seats  []string    `json:"seats"`
}

// saveCurrent keeps the game s shows on the device, so that a reload or a
// closed tab loses nothing. A device that keeps nothing is not an error
// here: the game goes on.
func (a *App) saveCurrent(s *playScene) {
	g := savedGame{Record: s.rec}
	for _, st := range s.seats {
		g.Seats = append(g.Seats, st.id())
	}
	if text, err := json.Marshal(g); err == nil {
		a.store.Set(currentKey, string(text))
	}
}

// loadCurrent returns the game kept on the device, ready to go on, or an
// error saying why there is none to continue.
func (a *App) loadCurrent() (*playScene, error) {
	text, ok := a.store.Get(currentKey)
	if !ok {
		return nil, fmt.Errorf("no saved game")
	}
	var g savedGame
	if err := json.Unmarshal([]byte(text), &g); err != nil {
		return nil, fmt.Errorf("the saved game is damaged: %v", err)
	}
	r, ok := registry.Find(g.Record.Game)
	if !ok {
		return nil, fmt.Errorf("the saved game is of an unknown game %q", g.Record.Game)
	}
	seats := make([]seat, len(g.Seats))
	for i, id := range g.Seats {
		seats[i] = seatFromID(r, id)
	}
	return resumePlayScene(a, r, g.Record, seats)
}
