package ui

import (
	"context"
	"crypto/rand"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/net/protocol"
)

// onlineScene connects this device with a friend's, with no server: the
// host's invite code (or link, or QR code) goes to the guest, the guest's
// reply code comes back, and the game starts. It walks through the phases
// below; each says what to do in plain words, and every wrong code or
// failed connection says why. When no connection can be made it offers to
// play by move codes instead (correspondence.go).
type onlineScene struct {
	a     *App
	scr   codeScreen
	phase onlinePhase
	net   connector
	host  bool

	rules  game.Ruleset // the game: chosen by the host, read from the invite by the guest
	opts   game.Options // the host's options (the guest learns them from the hello)
	first  firstMover   // who moves first, as the host chose
	inv    invite       // the guest's invite
	resume *onlineSave  // the online game to go on with, or nil for a new one

	hosting hosting
	joining joining
	cancel  context.CancelFunc // ends the call in progress
	gather  *netCall[hosting]
	reply   *netCall[joining]
	conn    *netCall[peerConn]
	game    *onlineGame // once connected, until the game starts
}

// onlinePhase is a step of making a connection.
type onlinePhase int

const (
	hostGathering  onlinePhase = iota // making the invite
	hostInviting                      // the invite is out; waiting for the reply code
	hostConnecting                    // connecting with the reply code
	guestPasting                      // waiting for an invite code
	guestDeciding                     // the invite reads well: accept or decline
	guestGathering                    // making the reply
	guestReplying                     // the reply is out; waiting for the host
	linkStarting                      // connected: the hellos go back and forth
	linkFailed                        // no connection: why, and what else to do
	showingQR                         // the invite's QR code, large
	resumeChoosing                    // a kept game: invite again or join
)

// firstMover is who moves first, as the host chose.
type firstMover int

const (
	firstByCoin firstMover = iota // a fair coin flip between the devices
	firstHost                     // the host's seats start
	firstGuest                    // the guest's seats start
)

var firstLabels = [...]string{"online.first-coin", "online.first-me", "online.first-friend"}

// newHostScene starts inviting a friend to a game of r with opts.
func newHostScene(a *App, r game.Ruleset, opts game.Options) *onlineScene {
	s := &onlineScene{a: a, net: a.connector(), host: true, rules: r, opts: opts}
	s.startHosting()
	return s
}

// newJoinScene waits for an invite code to be pasted; code, when not "",
// is one that came with the page's link and is read at once.
func newJoinScene(a *App, code string) *onlineScene {
	s := &onlineScene{a: a, net: a.connector()}
	s.enter(guestPasting)
	if code != "" {
		s.readInvite(code)
	}
	return s
}

// newResumeScene offers to go on with the online game kept on the device,
// with new codes: either device may invite the other.
func newResumeScene(a *App) scene {
	kept := a.resumable()
	if kept == nil {
		return newMenuScene(a)
	}
	r, _ := registry.Find(kept.Record.Game)
	s := &onlineScene{a: a, net: a.connector(), resume: kept, rules: r, opts: kept.Record.Options}
	s.enter(resumeChoosing)
	return s
}

func (s *onlineScene) name() string { return "online" }

// startHosting makes a new invite, giving up any connection being made.
func (s *onlineScene) startHosting() {
	s.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	net, id, resume := s.net, s.rules.ID(), s.resume != nil
	s.gather = goCall(func() (hosting, error) { return net.host(ctx, id, resume) })
	s.enter(hostGathering)
}

// stop gives up the call in progress and the connection being made.
func (s *onlineScene) stop() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	s.gather, s.reply, s.conn = nil, nil, nil
	for _, c := range []interface{ close() }{s.hosting, s.joining} {
		if c != nil {
			c.close()
		}
	}
	s.hosting, s.joining = nil, nil
}

// close takes the boxes off the page when the app shows another scene.
// The connection being made stays: the settings come back here, and a
// game started takes it over; toMenu gives it up.
func (s *onlineScene) close() { s.scr.clear() }

// settingsClosed comes back from the settings. An invite made with other
// servers is made again.
func (s *onlineScene) settingsClosed(changed bool) {
	if changed && s.phase == hostInviting {
		s.net = s.a.connector()
		s.startHosting()
		return
	}
	s.net = s.a.connector()
	if s.phase == linkFailed {
		s.scr.layout(s.a.v)
		return
	}
	s.enter(s.phase)
}

// enter shows a phase: its words, its boxes and its buttons.
func (s *onlineScene) enter(p onlinePhase) {
	s.phase = p
	scr := &s.scr
	scr.warn, scr.acts = "", nil
	scr.setCode("", "")
	scr.askFor("")
	back := s.backButton()
	switch p {
	case hostGathering:
		scr.heading = tr("online.play", gameName(s.rules))
		scr.say = tr("online.preparing-invite")
		scr.btns = []*button{back}
	case hostInviting:
		scr.heading = tr("online.invite")
		scr.say = tr("online.invite-say")
		scr.setCode(s.hosting.code(), joinLink(s.hosting.code()))
		scr.acts = s.copyButtons(true)
		scr.askFor(tr("online.reply-box"))
		scr.btns = []*button{
			{label: tr("online.connect"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.connect},
			s.firstButton(), s.settingsButton(), {label: tr("online.move-codes"), action: s.byMoveCodes}, back,
		}
	case hostConnecting, guestReplying:
		s.enterConnecting(p)
	case guestPasting:
		scr.heading = tr("menu.join-game")
		scr.say = tr("online.join-say")
		scr.askFor(tr("online.invite-box"))
		scr.btns = []*button{
			{label: tr("online.join"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: func() { s.readInvite(s.scr.pasted()) }},
			s.settingsButton(), back,
		}
	case guestDeciding:
		r, _ := registry.Find(s.inv.gameID)
		s.rules = r
		scr.heading = gameName(r)
		scr.say = tr("online.invited", gameName(r))
		if s.resume != nil {
			scr.say = tr("online.invited-resume", gameName(r))
		}
		scr.btns = []*button{
			{label: tr("online.accept"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.accept},
			{label: tr("common.decline"), keys: []ebiten.Key{ebiten.KeyEscape}, action: s.toMenu},
		}
	case guestGathering:
		scr.heading = tr("online.join-game", gameName(s.rules))
		scr.say = tr("online.preparing-reply")
		scr.btns = []*button{back}
	case resumeChoosing:
		scr.heading = tr("online.resume")
		scr.say = tr("online.resume-say", gameName(s.rules), count("step", len(s.resume.Record.Steps)))
		scr.btns = []*button{
			{label: tr("online.invite-again"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: func() { s.host = true; s.startHosting() }},
			{label: tr("online.join-with-code"), action: func() { s.host = false; s.enter(guestPasting) }},
			{label: tr("online.by-codes"), action: s.byMoveCodes},
			{label: tr("online.forget"), action: func() { s.a.forgetOnline(); s.toMenu() }},
			back,
		}
	case linkStarting:
		scr.heading = tr("online.connected")
		scr.say = tr("online.starting")
		scr.btns = []*button{back}
	case showingQR:
		scr.heading = tr("online.scan")
		scr.say = tr("online.scan-say")
		scr.setCode(s.hosting.code(), joinLink(s.hosting.code()))
		scr.btns = []*button{{label: tr("common.done"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyEscape}, action: func() {
			s.enter(hostInviting)
		}}}
	}
	s.scr.layout(s.a.v)
}

// enterConnecting shows the wait for the connection: the host's after it
// pasted the reply, the guest's after it sent its reply code.
func (s *onlineScene) enterConnecting(p onlinePhase) {
	scr := &s.scr
	scr.btns = []*button{s.backButton()}
	if p == hostConnecting {
		scr.heading = tr("online.connecting")
		scr.say = tr("online.connecting-say")
		return
	}
	scr.heading = tr("online.send-reply")
	scr.say = tr("online.send-reply-say")
	scr.setCode(s.joining.code(), "")
	scr.acts = s.copyButtons(false)
}

// backButton leaves for the menu, giving up the connection.
func (s *onlineScene) backButton() *button {
	label := tr("common.back")
	switch s.phase {
	case hostGathering, hostConnecting, guestGathering, guestReplying, linkStarting:
		label = tr("common.cancel")
	}
	return &button{label: label, keys: []ebiten.Key{ebiten.KeyEscape}, action: s.toMenu}
}

// toMenu gives up the connection and goes back to the title menu.
func (s *onlineScene) toMenu() {
	s.stop()
	if s.game != nil {
		s.game.leave() // connected, but the game had not started
	}
	s.a.show(newMenuScene(s.a))
}

// firstButton steps through who moves first.
func (s *onlineScene) firstButton() *button {
	b := &button{label: tr(firstLabels[s.first])}
	b.action = func() {
		s.first = (s.first + 1) % firstMover(len(firstLabels))
		b.label = tr(firstLabels[s.first])
	}
	return b
}

// settingsButton opens the connection settings, coming back here.
func (s *onlineScene) settingsButton() *button {
	return &button{label: tr("online.settings"), action: func() { s.a.show(newSettingsScene(s.a, s)) }}
}

// copyButtons are Copy code and, for an invite, Copy link and QR code.
func (s *onlineScene) copyButtons(invite bool) []*button {
	code := s.scr.code
	bs := []*button{{label: tr("common.copy-code"), action: func() { s.copy(code, tr("online.copied-code")) }}}
	if invite {
		bs = append(bs,
			&button{label: tr("common.copy-link"), action: func() { s.copy(joinLink(code), tr("online.copied-link")) }},
			&button{label: tr("online.qr"), action: func() { s.enter(showingQR) }})
	}
	return bs
}

// copy puts text on the clipboard, and says how that went.
func (s *onlineScene) copy(text, what string) {
	copyText(text, func(ok bool) { s.scr.warn, s.scr.say = "", copiedSay(what, ok) })
}

// copiedSay words how a copy of what to the clipboard went.
func copiedSay(what string, ok bool) string {
	if !ok {
		return tr("online.copy-refused")
	}
	return tr("online.copied", what)
}

// readInvite reads a pasted invite code or link, and asks to accept it or
// says what is wrong with it.
func (s *onlineScene) readInvite(text string) {
	inv, err := s.net.readInvite(text)
	if err != nil {
		next, mailErr := joinByMoveCode(s.a, text)
		switch {
		case mailErr == nil:
			s.a.show(next)
		case looksLikeMoveCode(text):
			s.scr.warn = tr("mail.bad-code", sentence(mailErr.Error()))
		default:
			s.scr.warn = tr("online.bad-invite", sentence(err.Error()))
		}
		return
	}
	r, ok := registry.Find(inv.gameID)
	if !ok {
		s.scr.warn = tr("online.unknown-game")
		return
	}
	if s.resume != nil && r.ID() != s.resume.Record.Game {
		s.scr.warn = tr("online.other-game", gameName(r), gameName(s.rules))
		return
	}
	if kept := s.a.resumable(); inv.resume && s.resume == nil && kept != nil && !kept.Codes && kept.Record.Game == r.ID() {
		s.resume = kept // the friend goes on with the game kept here too
	}
	s.inv = inv
	s.enter(guestDeciding)
}

// looksLikeMoveCode tells whether a text that is neither a good invite
// nor a good move code was meant as a move code, to say what is wrong with
// it in the right terms. A move code's first byte is its version, 1, so
// its text starts with "A"; an invite code's first byte has the version in
// its high nibble, so its text starts with a letter from "E" on.
func looksLikeMoveCode(text string) bool {
	return strings.HasPrefix(strings.TrimSpace(text), "A")
}

// accept makes the reply to the invite.
func (s *onlineScene) accept() {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	net, inv := s.net, s.inv
	s.reply = goCall(func() (joining, error) { return net.join(ctx, inv) })
	s.enter(guestGathering)
}

// connect connects with the reply code pasted, once it reads well.
func (s *onlineScene) connect() {
	reply := s.scr.pasted()
	if err := s.hosting.checkReply(reply); err != nil {
		s.scr.warn = tr("online.bad-reply", err)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	h := s.hosting
	s.conn = goCall(func() (peerConn, error) { return h.connect(ctx, reply) })
	s.enter(hostConnecting)
}

// tick takes the outcome of the network call in progress, and passes
// messages to the game being started.
func (s *onlineScene) tick() bool {
	if o, ok := s.gather.poll(); ok {
		s.gathered(o)
		return true
	}
	if o, ok := s.reply.poll(); ok {
		s.replied(o)
		return true
	}
	if o, ok := s.conn.poll(); ok {
		s.connected(o)
		return true
	}
	if s.game != nil {
		return s.starting()
	}
	return false
}

// busy is false: every outcome wakes the loop itself.
func (s *onlineScene) busy() bool { return false }

func (s *onlineScene) gathered(o outcome[hosting]) {
	s.gather = nil
	if o.err != nil {
		s.fail(o.err)
		return
	}
	s.hosting = o.val
	s.enter(hostInviting)
}

func (s *onlineScene) replied(o outcome[joining]) {
	s.reply = nil
	if o.err != nil {
		s.fail(o.err)
		return
	}
	s.joining = o.val
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	j := o.val
	s.conn = goCall(func() (peerConn, error) { return j.wait(ctx) })
	s.enter(guestReplying)
}

func (s *onlineScene) connected(o outcome[peerConn]) {
	s.conn = nil
	if o.err != nil {
		s.fail(o.err)
		return
	}
	// The connection is the game's now: giving up this scene leaves it.
	s.hosting, s.joining, s.cancel = nil, nil, nil
	m, err := s.match()
	if err != nil {
		o.val.close()
		s.fail(err)
		return
	}
	s.game = s.a.startOnline(o.val, m)
	s.enter(linkStarting)
}

// match is this device's side of the game to play: the kept one when
// resuming, else a new one. A guest learns the game from the host's hello.
func (s *onlineScene) match() (*protocol.Match, error) {
	switch {
	case s.resume != nil:
		return protocol.Restore(s.resume.Match, Version, rand.Reader)
	case s.host:
		return newHostMatch(s.rules, s.opts, s.first, protocol.Online)
	}
	return protocol.Join(Version, rand.Reader), nil
}

// starting lets the game being started read its messages; once both
// sides agree on the game, it is shown.
func (s *onlineScene) starting() bool {
	changed := s.game.tick()
	if err := s.game.failure(); err != nil {
		s.game = nil
		s.fail(err)
		return true
	}
	if p := s.game.play; p != nil {
		s.a.show(p)
		return true
	}
	if n := len(s.game.log); n > 0 && s.scr.warn != s.game.log[n-1] {
		s.scr.warn = s.game.log[n-1] // the hellos did not agree: say why
		return true
	}
	return changed
}

// fail says why no connection was made and what else to do.
func (s *onlineScene) fail(err error) {
	s.stop()
	s.phase = linkFailed
	scr := &s.scr
	scr.clear()
	scr.acts = nil
	scr.heading = tr("online.no-connection")
	scr.warn = sentence(err.Error())
	retry := &button{label: tr("online.try-again"), primary: true, keys: []ebiten.Key{ebiten.KeyEnter}, action: s.retry}
	scr.btns = []*button{retry, {label: tr("online.by-codes"), action: s.byMoveCodes}, s.settingsButton(), s.backButton()}
	scr.layout(s.a.v)
}

// retry starts over: a new invite, or the paste box again.
func (s *onlineScene) retry() {
	if s.host {
		s.startHosting()
		return
	}
	s.enter(guestPasting)
}

// byMoveCodes plays the game by move codes sent through any messenger:
// the kept game, or a new one whose first code this device makes. A guest
// waits for the host's first code.
func (s *onlineScene) byMoveCodes() {
	s.stop()
	var next scene
	var err error
	switch {
	case s.resume != nil:
		next, err = resumeMail(s.a, s.resume)
	case s.host:
		next, err = newCorrespondenceHost(s.a, s.rules, s.opts, s.first)
	default:
		s.enter(guestPasting)
		s.scr.say = tr("online.ask-codes")
		return
	}
	if err != nil {
		s.scr.warn = sentence(err.Error())
		return
	}
	s.a.show(next)
}

func (s *onlineScene) buttons() []*button { return s.scr.buttons() }

func (s *onlineScene) tap(x, y float64) {}

func (s *onlineScene) layout(v view) { s.scr.layout(v) }

func (s *onlineScene) draw(dst *ebiten.Image) { s.scr.draw(dst, s.a.fonts) }

func (s *onlineScene) describe(snap *snapshot) {
	snap.code = s.scr.code
	snap.status = s.scr.heading + ": " + s.scr.say
	if s.scr.warn != "" {
		snap.status = s.scr.heading + ": " + s.scr.warn
	}
}

// sentence starts s with a capital letter and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	if c := s[0]; c >= 'a' && c <= 'z' {
		s = string(c-'a'+'A') + s[1:]
	}
	if end := s[len(s)-1]; end != '.' && end != '!' && end != '?' {
		s += "."
	}
	return s
}
