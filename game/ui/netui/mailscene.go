package netui

import (
	"time"

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

	say         string        // what to do, in a game without a deadline
	due         string        // what to do and the deadline, when there is one
	claimable   bool          // the claim of a win on time is offered
	plain, more []*kit.Button // the buttons, without and with the claim
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
	// Due is when the turn under way must end, by move codes under days
	// per turn (zero for no deadline), whether it is this device's turn,
	// and whether the game is one of orders (whose late orders count as
	// entered: no claim).
	Due() (due time.Time, ours, orders bool)
	// Claim ends the game: the friend is out of time.
	Claim()
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
	scr.Acts = []*kit.Button{kit.Act("common.copy-code", s.copy)}
	scr.AskFor(kit.Tr("mail.ask"))
	apply := kit.MainAct("mail.apply", s.Apply)
	view := kit.Act("mail.view-board", func() { a.Show(g.Board()) })
	menu := kit.BackAct("bar.menu", func() { a.Show(a.Menu()) })
	claim := kit.Act("mail.claim", s.claim)
	s.plain, s.more = []*kit.Button{apply, view, menu}, []*kit.Button{apply, claim, view, menu}
	s.showDeadline()
	return s
}

// showDeadline says what to do and the turn's deadline, and offers the
// claim of a win on time when the friend's has passed; it tells whether
// that changed.
func (s *MailScene) showDeadline() bool {
	due, claimable := s.deadline()
	if due == s.due && claimable == s.claimable && s.Scr.Btns != nil {
		return false
	}
	s.due, s.claimable = due, claimable
	s.Scr.Say, s.Scr.Btns = s.say, s.plain
	if due != "" {
		s.Scr.Say = due // it says what to do too: the three lines hold no more
	}
	if claimable {
		s.Scr.Btns = s.more
	}
	return true
}

// deadline says what to do and when the turn's deadline is ("" when there
// is none), and whether the friend's time has run out in a game of steps,
// so that the win may be claimed.
func (s *MailScene) deadline() (string, bool) {
	due, ours, orders := s.g.Due()
	if due.IsZero() {
		return "", false
	}
	key, out := "mail.due-friend", false
	switch {
	case ours:
		key = "mail.due-yours"
	case orders:
		key = "mail.due-orders"
	case s.a.Now().After(due):
		key, out = "mail.friend-out", true
	}
	return kit.Tr(key, due.Local().Format(kit.Tr("clock.date"))), out
}

// claim ends the game, the friend out of time, and shows the board.
func (s *MailScene) claim() {
	s.g.Claim()
	s.a.Show(s.g.Shown())
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
