package ui

import (
	"encoding/json"
	"errors"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// Keys of the online game kept on the device. There is one at a time: the
// match, to resume after a drop or a reload, and the play scene's own save
// of it, kept apart from the games played here only.
const (
	onlineKey     = "pentarchy.online"
	onlineGameKey = "pentarchy.online.game"
)

// onlineSave is the online game kept on the device: the match as the
// protocol keeps it, and what the menu shows of it.
type onlineSave struct {
	Match  []byte      `json:"match"`  // net/protocol's Save
	Record game.Record `json:"record"` // the game so far, for the menu
	Over   bool        `json:"over"`
	Codes  bool        `json:"codes"` // played by move codes, not over a connection
}

// save keeps the match on the device, after every step and message. A
// device that keeps nothing is not an error here: the game goes on.
func (g *onlineGame) save() {
	if g.play == nil {
		return
	}
	state, err := g.m.Save()
	if err != nil {
		return
	}
	kept := onlineSave{Match: state, Record: g.m.Record(), Over: g.m.Result().Over, Codes: g.codes()}
	if text, err := json.Marshal(kept); err == nil {
		g.a.store.Set(onlineKey, string(text))
	}
}

// loadOnline returns the online game kept on the device, or an error that
// says why there is none to resume.
func (a *App) loadOnline() (*onlineSave, error) {
	text, ok := a.store.Get(onlineKey)
	if !ok {
		return nil, errors.New(tr("online.none-kept"))
	}
	var kept onlineSave
	if err := json.Unmarshal([]byte(text), &kept); err != nil {
		return nil, errors.New(tr("online.kept-damaged", err))
	}
	if _, ok := registry.Find(kept.Record.Game); !ok {
		return nil, errors.New(tr("online.kept-unknown", kept.Record.Game))
	}
	return &kept, nil
}

// forgetOnline drops the online game kept on the device.
func (a *App) forgetOnline() {
	a.store.Delete(onlineKey)
	a.store.Delete(onlineGameKey)
}

// resumable returns the online game kept on the device if it is not over.
func (a *App) resumable() *onlineSave {
	kept, err := a.loadOnline()
	if err != nil || kept.Over {
		return nil
	}
	return kept
}

// resumeOnlineButton is the menu's button that goes on with the online
// game kept on the device, or nil when there is none to go on with.
func resumeOnlineButton(a *App) *button {
	kept := a.resumable()
	if kept == nil {
		return nil
	}
	r, _ := registry.Find(kept.Record.Game)
	if !kept.Codes {
		return &button{label: tr("menu.resume-online", gameName(r)), primary: true, action: func() { a.show(newResumeScene(a)) }}
	}
	return &button{label: tr("menu.resume-codes", gameName(r)), primary: true, action: func() {
		if next, err := resumeMail(a, kept); err == nil {
			a.show(next)
		}
	}}
}
