package online

import (
	"context"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// OnlineScene connects this device with a friend's, with no server: the
// host's invite code (or link, or QR code) goes to the guest, the guest's
// reply code comes back, and the game starts. It walks through the phases
// below; each says what to do in plain words, and every wrong code or
// failed connection says why. When no connection can be made it offers to
// play by move codes instead (netgame's correspondence.go).
type OnlineScene struct {
	a     scene.Host
	Scr   netui.CodeScreen
	phase onlinePhase
	net   netui.Connector
	host  bool

	rules  game.Ruleset        // the game: chosen by the host, read from the invite by the guest
	start  game.Record         // the host's game: its options and start position (the guest learns them from the hello)
	first  netgame.FirstMover  // who moves first, as the host chose
	clock  clock.Control       // the host's time control
	inv    netui.Invite        // the guest's invite
	resume *netgame.OnlineSave // the friend's side of the online game to go on with, or nil
	kept   game.Record         // the game gone on with: resume's, or hub's

	hosting netui.Hosting
	joining netui.Joining
	cancel  context.CancelFunc // ends the call in progress
	gather  *netui.NetCall[netui.Hosting]
	reply   *netui.NetCall[netui.Joining]
	conn    *netui.NetCall[netui.PeerConn]
	game    linkGame         // once connected, until the game starts
	hub     *netgame.HubGame // the hub's game with one friend, whose device comes back
}

// linkGame is the game an online scene starts over the connection it
// made: a friend's side, or the hub of the game hosted here.
type linkGame interface {
	Tick() bool
	Play() *play.PlayScene // nil until the seats are settled
	Failure() error        // why the game could not start, or nil
	Notes() []string       // the last things said
	StillToJoin() int      // how many devices the hub says are to join
	Leave()
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

var firstLabels = [...]string{"online.first-coin", "online.first-me", "online.first-friend"}

// NewHostScene starts inviting a friend to the game start of r: its
// options, and the position it starts from if not the options' start.
func NewHostScene(a scene.Host, r game.Ruleset, start game.Record) *OnlineScene {
	s := &OnlineScene{a: a, net: netui.ConnectorOf(a), host: true, rules: r, start: start}
	s.startHosting()
	return s
}

// NewJoinScene waits for an invite code to be pasted; code, when not "",
// is one that came with the page's link and is read at once.
func NewJoinScene(a scene.Host, code string) *OnlineScene {
	s := &OnlineScene{a: a, net: netui.ConnectorOf(a)}
	s.enter(guestPasting)
	if code != "" {
		s.ReadInvite(code)
	}
	return s
}

// newResumeScene offers to go on with the online game of two devices
// kept on the device, with new codes: either device may invite the other.
func newResumeScene(a scene.Host) scene.Scene {
	switch g := netgame.KeptHub(hostOf(a)); {
	case g != nil && g.H.Guests() == 1 && g.H.Codes():
		return g.Shown()
	case g != nil && g.H.Guests() == 1:
		return newReconnectScene(a, g)
	}
	kept := netgame.Resumable(a)
	if kept == nil {
		return a.Menu()
	}
	r, _ := registry.Find(kept.Record.Game)
	s := &OnlineScene{a: a, net: netui.ConnectorOf(a), resume: kept, rules: r, kept: kept.Record, start: netgame.SetupOf(kept.Record)}
	s.enter(resumeChoosing)
	return s
}

// newReconnectScene offers to connect again with the friend of g, the
// hub's game with one friend, with new codes: either device may invite the
// other. Once connected, the game shows.
func newReconnectScene(a scene.Host, g *netgame.HubGame) *OnlineScene {
	rec := g.H.Record()
	s := &OnlineScene{a: a, net: netui.ConnectorOf(a), hub: g, rules: g.H.Rules(), kept: rec, start: netgame.SetupOf(rec)}
	s.enter(resumeChoosing)
	return s
}

// Timed has the game the host starts timed under c.
func (s *OnlineScene) Timed(c clock.Control) *OnlineScene {
	s.clock = c
	return s
}

func (s *OnlineScene) Name() string { return "online" }

// startHosting makes a new invite, giving up any connection being made.
func (s *OnlineScene) startHosting() {
	s.stop()
	ctx, cancel := netui.WithCancel()
	s.cancel = cancel
	net, id, resume := s.net, s.rules.ID(), s.resume != nil || s.hub != nil
	s.gather = netui.GoCall(func() (netui.Hosting, error) { return net.Host(ctx, netui.Invite{GameID: id, Resume: resume}) })
	s.enter(hostGathering)
}

// stop gives up the call in progress and the connection being made.
func (s *OnlineScene) stop() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	s.gather, s.reply, s.conn = nil, nil, nil
	for _, c := range []interface{ Close() }{s.hosting, s.joining} {
		if c != nil {
			c.Close()
		}
	}
	s.hosting, s.joining = nil, nil
}

// Close takes the boxes off the page when the app shows another scene.
// The connection being made stays: the settings come back here, and a
// game started takes it over; toMenu gives it up.
func (s *OnlineScene) Close() { s.Scr.Clear() }

// SettingsClosed comes back from the settings. An invite made with other
// servers is made again.
func (s *OnlineScene) SettingsClosed(changed bool) {
	if changed && s.phase == hostInviting {
		s.net = netui.ConnectorOf(s.a)
		s.startHosting()
		return
	}
	s.net = netui.ConnectorOf(s.a)
	if s.phase == linkFailed {
		s.Scr.Layout(s.a.View())
		return
	}
	s.enter(s.phase)
}

// enter shows a phase: its words, its boxes and its buttons.
func (s *OnlineScene) enter(p onlinePhase) {
	s.phase = p
	scr := &s.Scr
	scr.Warn, scr.Acts = "", nil
	scr.SetCode("", "")
	scr.AskFor("")
	back := s.backButton()
	switch p {
	case hostGathering:
		scr.Heading = kit.Tr("online.play", kit.GameName(s.rules))
		scr.Say = kit.Tr("online.preparing-invite")
		scr.Btns = []*kit.Button{back}
	case hostInviting:
		scr.Heading = kit.Tr("online.invite")
		scr.Say = kit.Tr("online.invite-say")
		scr.SetCode(s.hosting.Code(), netui.JoinLink(s.hosting.Code()))
		scr.Acts = s.copyButtons(true)
		scr.AskFor(kit.Tr("online.reply-box"))
		scr.Btns = []*kit.Button{
			kit.MainAct("online.connect", s.Connect),
			s.firstButton(), s.settingsButton(), kit.Act("online.move-codes", s.byMoveCodes), back,
		}
	case hostConnecting, guestReplying:
		s.enterConnecting(p)
	case guestPasting:
		scr.Heading = kit.Tr("menu.join-game")
		scr.Say = kit.Tr("online.join-say")
		scr.AskFor(kit.Tr("online.invite-box"))
		scr.Btns = []*kit.Button{
			kit.MainAct("online.join", func() { s.ReadInvite(s.Scr.Pasted()) }),
			s.settingsButton(), back,
		}
	case guestDeciding:
		r, _ := registry.Find(s.inv.GameID)
		s.rules = r
		scr.Heading = kit.GameName(r)
		scr.Say = kit.Tr("online.invited", kit.GameName(r))
		if s.resume != nil || s.hub != nil {
			scr.Say = kit.Tr("online.invited-resume", kit.GameName(r))
		}
		if s.inv.Watch {
			scr.Say = kit.Tr("watch.invited", kit.GameName(r))
		}
		scr.Btns = []*kit.Button{
			kit.MainAct("online.accept", s.accept),
			kit.BackAct("common.decline", s.toMenu),
		}
	case guestGathering:
		scr.Heading = kit.Tr("online.join-game", kit.GameName(s.rules))
		scr.Say = kit.Tr("online.preparing-reply")
		scr.Btns = []*kit.Button{back}
	case resumeChoosing:
		scr.Heading = kit.Tr("online.resume")
		scr.Say = kit.Tr("online.resume-say", kit.GameName(s.rules), kit.Count("step", len(s.kept.Steps)))
		scr.Btns = []*kit.Button{
			kit.MainAct("online.invite-again", func() { s.host = true; s.startHosting() }),
			kit.Act("online.join-with-code", func() { s.host = false; s.enter(guestPasting) }),
			kit.Act("online.by-codes", s.byMoveCodes),
			kit.Act("online.forget", func() { netgame.ForgetOnline(s.a); s.toMenu() }),
			back,
		}
	case linkStarting:
		scr.Heading = kit.Tr("online.connected")
		scr.Say = kit.Tr("online.starting")
		scr.Btns = []*kit.Button{back}
	case showingQR:
		scr.Heading = kit.Tr("online.scan")
		scr.Say = kit.Tr("online.scan-say")
		scr.SetCode(s.hosting.Code(), netui.JoinLink(s.hosting.Code()))
		scr.Btns = []*kit.Button{{Label: kit.Tr("common.done"), Primary: true, Keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyEscape}, Action: func() {
			s.enter(hostInviting)
		}}}
	}
	s.Scr.Layout(s.a.View())
}

// enterConnecting shows the wait for the connection: the host's after it
// pasted the reply, the guest's after it sent its reply code.
func (s *OnlineScene) enterConnecting(p onlinePhase) {
	scr := &s.Scr
	scr.Btns = []*kit.Button{s.backButton()}
	if p == hostConnecting {
		scr.Heading = kit.Tr("online.connecting")
		scr.Say = kit.Tr("online.connecting-say")
		return
	}
	scr.Heading = kit.Tr("online.send-reply")
	scr.Say = kit.Tr("online.send-reply-say")
	scr.SetCode(s.joining.Code(), "")
	scr.Acts = s.copyButtons(false)
}

// backButton leaves for the menu, giving up the connection.
func (s *OnlineScene) backButton() *kit.Button {
	label := kit.Tr("common.back")
	switch s.phase {
	case hostGathering, hostConnecting, guestGathering, guestReplying, linkStarting:
		label = kit.Tr("common.cancel")
	}
	return &kit.Button{Label: label, Keys: []ebiten.Key{ebiten.KeyEscape}, Action: s.toMenu}
}

// toMenu gives up the connection and goes back to the title menu.
func (s *OnlineScene) toMenu() {
	s.stop()
	if s.game != nil {
		s.game.Leave() // connected, but the game had not started
	}
	s.a.Show(s.a.Menu())
}

// firstButton steps through who moves first.
func (s *OnlineScene) firstButton() *kit.Button {
	b := &kit.Button{Label: kit.Tr(firstLabels[s.first])}
	b.Action = func() {
		s.first = (s.first + 1) % netgame.FirstMover(len(firstLabels))
		b.Label = kit.Tr(firstLabels[s.first])
	}
	return b
}

// settingsButton opens the connection settings, coming back here.
func (s *OnlineScene) settingsButton() *kit.Button {
	return kit.Act("online.settings", func() { s.a.Show(netui.NewSettingsScene(s.a, s)) })
}

// copyButtons are Copy code and, for an invite, Copy link and QR code.
func (s *OnlineScene) copyButtons(invite bool) []*kit.Button {
	code := s.Scr.Code
	bs := []*kit.Button{kit.Act("common.copy-code", func() { s.copy(code, kit.Tr("online.copied-code")) })}
	if invite {
		bs = append(bs,
			kit.Act("common.copy-link", func() { s.copy(netui.JoinLink(code), kit.Tr("online.copied-link")) }),
			kit.Act("online.qr", func() { s.enter(showingQR) }))
	}
	return bs
}

// copy puts text on the clipboard, and says how that went.
func (s *OnlineScene) copy(text, what string) {
	kit.CopyText(text, func(ok bool) { s.Scr.Warn, s.Scr.Say = "", netui.CopiedSay(what, ok) })
}

// ReadInvite reads a pasted invite code or link, and asks to accept it or
// says what is wrong with it.
func (s *OnlineScene) ReadInvite(text string) {
	inv, err := s.net.ReadInvite(text)
	if err != nil {
		next, mailErr := netgame.JoinByMoveCode(hostOf(s.a), text)
		switch {
		case mailErr == nil:
			s.a.Show(next)
		case looksLikeMoveCode(text):
			s.Scr.Warn = kit.Tr("mail.bad-code", netui.Sentence(mailErr.Error()))
		default:
			s.Scr.Warn = kit.Tr("online.bad-invite", netui.Sentence(err.Error()))
		}
		return
	}
	r, ok := registry.Find(inv.GameID)
	if !ok {
		s.Scr.Warn = kit.Tr("online.unknown-game")
		return
	}
	if (s.resume != nil || s.hub != nil) && r.ID() != s.kept.Game {
		s.Scr.Warn = kit.Tr("online.other-game", kit.GameName(r), kit.GameName(s.rules))
		return
	}
	if kept := netgame.Resumable(s.a); inv.Resume && !inv.Watch && s.resume == nil && s.hub == nil && kept != nil && !kept.Codes && kept.Record.Game == r.ID() {
		s.resume, s.kept = kept, kept.Record // the friend goes on with the game kept here too
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

// byMoveCodes plays the game by move codes sent through any messenger:
// the kept game, or a new one whose first code this device makes. A guest
// waits for the host's first code.
func (s *OnlineScene) byMoveCodes() {
	s.stop()
	var next scene.Scene
	var err error
	switch {
	case s.hub != nil:
		s.hub.ToCodes() // and shows the game by codes
		return
	case s.resume != nil:
		next, err = netgame.ResumeMail(hostOf(s.a), s.resume)
	case s.host:
		next, err = netgame.NewCorrespondenceHost(hostOf(s.a), s.rules, s.start, s.first, s.clock)
	default:
		s.enter(guestPasting)
		s.Scr.Say = kit.Tr("online.ask-codes")
		return
	}
	if err != nil {
		s.Scr.Warn = netui.Sentence(err.Error())
		return
	}
	s.a.Show(next)
}

func (s *OnlineScene) Buttons() []*kit.Button { return s.Scr.Buttons() }

func (s *OnlineScene) Tap(x, y float64) {}

func (s *OnlineScene) Layout(v kit.View) { s.Scr.Layout(v) }

func (s *OnlineScene) Draw(dst *ebiten.Image) { s.Scr.Draw(dst, s.a.Fonts()) }

func (s *OnlineScene) Describe(snap *scene.Snapshot) {
	snap.Code = s.Scr.Code
	snap.Status = s.Scr.Heading + ": " + s.Scr.Say
	if s.Scr.Warn != "" {
		snap.Status = s.Scr.Heading + ": " + s.Scr.Warn
	}
}
