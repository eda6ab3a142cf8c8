package netui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// MailScene shows the move code to send and takes the friend's.
type MailScene struct {
	a   scene.Host
	g   Mailer
	Scr CodeScreen

	say   string // what to do, in a game without a deadline
	due   string // what to do and the deadline, when there is one
	claim *kit.Button
}

// Mailer is the game a MailScene trades codes for: a game of two devices,
// or the hub's with one of its friends (game/ui/online).
type Mailer interface {
	MoveCode() (string, error)
	// ApplyCode plays the friend's code, all of it or none of it.
	ApplyCode(code string) error
	// Waiting tells whether the game waits for this friend.
	Waiting() bool
	// Shown is the scene to show after a code: the codes or the board.
	Shown() scene.Scene
	Board() Board
	// Record is the game the board shows.
	Record() game.Record
	// Heading is the screen's heading, and what it says to do.
	Heading() (heading, say string)
	// Deadline says when the turn under way must end, by move codes under
	// days per turn ("" for no deadline); claim, once the friend's time
	// has run out, ends the game on time (nil until then).
	Deadline() (say string, claim func())
}

// NewMailScene shows the code to send for g, and takes the friend's.
func NewMailScene(a scene.Host, g Mailer) *MailScene {
	s := &MailScene{a: a, g: g}
	scr := &s.Scr
	scr.Heading, s.say = g.Heading()
	code, err := g.MoveCode()
	if err != nil {
		scr.Warn = Sentence(err.Error())
	}
	if !g.Waiting() {
		s.say = kit.Tr("mail.your-turn")
	}
	scr.SetCode(code, "")
	scr.Acts = []*kit.Button{{Label: kit.Tr("common.copy-code"), Action: s.copy}}
	scr.AskFor(kit.Tr("mail.ask"))
	s.claim = &kit.Button{Label: kit.Tr("mail.claim")}
	s.showDeadline()
	return s
}

// showDeadline says what to do and the turn's deadline, and offers the
// claim of a win on time when the friend's has passed; it tells whether
// that changed.
func (s *MailScene) showDeadline() bool {
	due, claim := s.g.Deadline()
	if due == s.due && s.Scr.Say != "" && (claim != nil) == (s.claim.Action != nil) {
		return false
	}
	s.due, s.claim.Action = due, nil
	s.Scr.Say = s.say
	if due != "" {
		s.Scr.Say = due // it says what to do too: the three lines hold no more
	}
	a, g := s.a, s.g
	s.Scr.Btns = []*kit.Button{
		{Label: kit.Tr("mail.apply"), Primary: true, Keys: []ebiten.Key{ebiten.KeyEnter}, Action: s.Apply},
		{Label: kit.Tr("mail.view-board"), Action: func() { a.Show(g.Board()) }},
		{Label: kit.Tr("bar.menu"), Keys: []ebiten.Key{ebiten.KeyEscape}, Action: func() { a.Show(a.Menu()) }},
	}
	if claim != nil {
		s.claim.Action = func() {
			claim()
			a.Show(g.Shown())
		}
		s.Scr.Btns = append(s.Scr.Btns[:1], append([]*kit.Button{s.claim}, s.Scr.Btns[1:]...)...)
	}
	return true
}

// Tick follows the deadline: the claim is offered once it has passed.
func (s *MailScene) Tick() bool {
	if !s.showDeadline() {
		return false
	}
	s.Scr.Layout(s.a.View())
	return true
}

// Apply plays the friend's code pasted, and shows the board once it is
// this device's turn.
func (s *MailScene) Apply() {
	if err := s.g.ApplyCode(s.Scr.Pasted()); err != nil {
		s.Scr.Warn = kit.Tr("mail.bad-code", Sentence(err.Error()))
		return
	}
	s.a.Show(s.g.Shown())
}

// copy puts the code on the clipboard, and says how that went.
func (s *MailScene) copy() {
	kit.CopyText(s.Scr.Code, func(ok bool) { s.Scr.Warn, s.Scr.Say = "", CopiedSay(kit.Tr("mail.copied"), ok) })
}

func (s *MailScene) Name() string           { return "correspondence" }
func (s *MailScene) Buttons() []*kit.Button { return s.Scr.Buttons() }
func (s *MailScene) Tap(x, y float64)       {}
func (s *MailScene) Layout(v kit.View)      { s.Scr.Layout(v) }
func (s *MailScene) Draw(dst *ebiten.Image) { s.Scr.Draw(dst, s.a.Fonts()) }
func (s *MailScene) Close()                 { s.Scr.Clear() }

func (s *MailScene) Describe(snap *scene.Snapshot) {
	snap.Code = s.Scr.Code
	snap.Status = s.Scr.Say
	if s.Scr.Warn != "" {
		snap.Status = s.Scr.Warn
	}
	snap.Record = scene.RecordJSON(s.g.Record())
}
