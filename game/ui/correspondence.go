package ui

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// mailbox is the protocol's side of a game played by move codes, the
// fallback that always works: after each turn this device shows a short
// code (its new steps and the position hash after them; the first code
// also carries the game) to send through any messenger, and the friend's
// code, pasted, plays their turn once every step is validated.
// netmatch.go wires it to net/protocol.
type mailbox interface {
	// local takes a step played by hand here.
	local(step string) error
	// code is the move code to send now.
	code() (string, error)
	// read reads the friend's move code and returns their new steps,
	// validated, in order; its error says in plain words what is wrong.
	read(code string) ([]string, error)
	// state is the game as it stands, to keep on the device.
	state() ([]byte, error)
}

// mailGame is a game played by move codes: the play scene's link. Its
// friend's seats play the steps of the codes pasted.
type mailGame struct {
	a        *App
	mb       mailbox
	play     *playScene
	mine     []bool
	incoming stepQueue
	note     string // the last thing to tell the player
}

// newMailGame shows the game of rec played by move codes with mb, the
// seats where mine is true played here.
func newMailGame(a *App, mb mailbox, rec game.Record, mine []bool) (*mailGame, error) {
	r, ok := registry.Find(rec.Game)
	if !ok {
		return nil, fmt.Errorf("the game %q is unknown to this version of Pentarchy", rec.Game)
	}
	g := &mailGame{a: a, mb: mb, mine: mine}
	p, err := resumePlayScene(a, r, rec, friendSeats(mine, &g.incoming))
	if err != nil {
		return nil, err
	}
	g.play = p
	p.link, p.saveKey, p.ready = g, onlineGameKey, p.holder()
	g.save()
	return g, nil
}

// show shows the board when a person here is to move, else the codes.
func (g *mailGame) show() {
	if g.friendMoves() && !g.play.over() {
		g.a.show(newMailScene(g.a, g))
		return
	}
	g.a.show(g.play)
}

// friendMoves tells whether the player to move plays on the friend's
// device.
func (g *mailGame) friendMoves() bool {
	m := g.play.pos.Mover()
	return m > 0 && !g.mine[m-1]
}

// played takes the steps played here; once the turn passes to the
// friend, the move code to send shows.
func (g *mailGame) played(step string, player int) {
	if player > 0 && g.mine[player-1] {
		if err := g.mb.local(step); err != nil {
			g.note = sentence(err.Error())
		}
	}
	g.save()
	if g.friendMoves() && len(g.incoming.steps) == 0 && g.a.scene == scene(g.play) {
		g.a.show(newMailScene(g.a, g))
	}
}

// read plays the friend's move code, or says what is wrong with it.
func (g *mailGame) read(code string) error {
	steps, err := g.mb.read(code)
	if err != nil {
		return err
	}
	g.incoming.steps = append(g.incoming.steps, steps...)
	for g.play.tick() {
	}
	g.save()
	return nil
}

func (g *mailGame) allows(string) bool       { return true }
func (g *mailGame) tick() bool               { return false }
func (g *mailGame) busy() bool               { return false }
func (g *mailGame) ended() (status, bool)    { return status{}, false }
func (g *mailGame) refreshBar(bar []*button) {}

// say tells the player what the codes are waiting for.
func (g *mailGame) say() string {
	switch {
	case g.note != "":
		return g.note
	case g.friendMoves():
		return "Your friend's turn: send them your move code, then paste the one they send back."
	}
	return ""
}

// prompts lead to the codes while the friend is to move.
func (g *mailGame) prompts() []action {
	if !g.friendMoves() {
		return nil
	}
	return []action{{label: "Move codes", do: func() string { g.a.show(newMailScene(g.a, g)); return "" }}}
}

// save keeps the game on the device, as the online game.
func (g *mailGame) save() {
	state, err := g.mb.state()
	if err != nil {
		return
	}
	kept := onlineSave{Match: state, Record: g.play.rec, Mine: g.mine, Over: g.play.over(), Codes: true}
	if text, err := json.Marshal(kept); err == nil {
		g.a.store.Set(onlineKey, string(text))
	}
}

// mailScene shows the move code to send and takes the friend's.
type mailScene struct {
	a   *App
	g   *mailGame
	scr codeScreen
}

func newMailScene(a *App, g *mailGame) *mailScene {
	s := &mailScene{a: a, g: g}
	scr := &s.scr
	scr.heading = "Play by move codes"
	scr.say = "Send this move code to your friend through any messenger. When they send theirs back, paste it below and tap Apply."
	code, err := g.mb.code()
	if err != nil {
		scr.warn = sentence(err.Error())
	}
	scr.setCode(code, false)
	scr.acts = []*button{{label: "Copy code", action: func() { s.copy(code) }}}
	scr.askFor("Your friend's move code")
	scr.btns = []*button{
		{label: "Apply", primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.apply},
		{label: "View board", action: func() { a.show(g.play) }},
		{label: "Menu", keys: []ebiten.Key{ebiten.KeyEscape}, action: func() { a.show(newMenuScene(a)) }},
	}
	return s
}

// apply plays the friend's code pasted, and shows the board on success.
func (s *mailScene) apply() {
	if err := s.g.read(s.scr.pasted()); err != nil {
		s.scr.warn = "That move code does not work: " + sentence(err.Error())
		return
	}
	s.g.note = ""
	s.g.show()
}

// copy puts the code on the clipboard, or says to copy it by hand.
func (s *mailScene) copy(code string) {
	copyText(code, func(ok bool) { s.scr.warn, s.scr.say = "", copiedSay("The code", ok) })
}

func (s *mailScene) name() string           { return "correspondence" }
func (s *mailScene) buttons() []*button     { return s.scr.buttons() }
func (s *mailScene) tap(x, y float64)       {}
func (s *mailScene) layout(v view)          { s.scr.layout(v) }
func (s *mailScene) draw(dst *ebiten.Image) { s.scr.draw(dst, s.a.fonts) }
func (s *mailScene) close()                 { s.scr.clear() }

func (s *mailScene) describe(snap *snapshot) {
	snap.code = s.scr.code
	snap.status = s.scr.say
	if s.scr.warn != "" {
		snap.status = s.scr.warn
	}
	if b, err := json.Marshal(s.g.play.rec); err == nil {
		snap.record = string(b)
	}
}

// newCorrespondenceHost starts a game of r by move codes, this device
// inviting: the first code carries the game.
func newCorrespondenceHost(a *App, r game.Ruleset, opts game.Options, first firstMover) (scene, error) {
	mb, rec, mine, err := hostMailbox(r, opts, first)
	if err != nil {
		return nil, err
	}
	return mailStart(a, mb, rec, mine)
}

// joinByMoveCode starts the game a first move code carries.
func joinByMoveCode(a *App, code string) (scene, error) {
	mb, rec, mine, err := joinMailbox(code)
	if err != nil {
		return nil, err
	}
	return mailStart(a, mb, rec, mine)
}

// mailStart starts a game by move codes and returns the scene to show:
// the board when it is this device's turn, else the codes.
func mailStart(a *App, mb mailbox, rec game.Record, mine []bool) (scene, error) {
	g, err := newMailGame(a, mb, rec, mine)
	if err != nil {
		return nil, err
	}
	if g.friendMoves() {
		return newMailScene(a, g), nil
	}
	return g.play, nil
}

// resumeMail goes on with a game kept on the device by move codes, or
// switches a game kept online to move codes.
func resumeMail(a *App, kept *onlineSave) (scene, error) {
	mb, err := restoreMailbox(kept)
	if err != nil {
		return nil, err
	}
	return mailStart(a, mb, kept.Record, slices.Clone(kept.Mine))
}
