package online

import (
	"crypto/rand"
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
	"pentarchy/net/session"
)

// The online scene's network calls: each runs on a goroutine of its own
// (netcall.go), and its outcome moves the scene to its next phase.

// accept makes the reply to the invite.
func (s *OnlineScene) accept() {
	ctx, cancel := netui.WithCancel()
	s.cancel = cancel
	net, inv := s.net, s.inv
	s.reply = netui.GoCall(func() (netui.Joining, error) { return net.Join(ctx, inv) })
	s.enter(guestGathering)
}

// Connect connects with the reply code pasted, once it reads well.
func (s *OnlineScene) Connect() {
	reply := s.Scr.Pasted()
	if err := s.hosting.CheckReply(reply); err != nil {
		s.Scr.Warn = kit.Tr("online.bad-reply", netui.Sentence(err.Error()))
		return
	}
	ctx, cancel := netui.WithCancel()
	s.cancel = cancel
	h := s.hosting
	s.conn = netui.GoCall(func() (netui.PeerConn, error) { return h.Connect(ctx, reply) })
	s.enter(hostConnecting)
}

// Tick takes the outcome of the network call in progress, and passes
// messages to the game being started.
func (s *OnlineScene) Tick() bool {
	if o, ok := s.gather.Poll(); ok {
		s.gathered(o)
		return true
	}
	if o, ok := s.reply.Poll(); ok {
		s.replied(o)
		return true
	}
	if o, ok := s.conn.Poll(); ok {
		s.connected(o)
		return true
	}
	if s.game != nil {
		return s.starting()
	}
	return false
}

// Busy is false: every outcome wakes the loop itself.
func (s *OnlineScene) Busy() bool { return false }

func (s *OnlineScene) gathered(o netui.Outcome[netui.Hosting]) {
	s.gather = nil
	if o.Err != nil {
		s.fail(o.Err)
		return
	}
	s.hosting = o.Val
	s.enter(hostInviting)
}

func (s *OnlineScene) replied(o netui.Outcome[netui.Joining]) {
	s.reply = nil
	if o.Err != nil {
		s.fail(o.Err)
		return
	}
	s.joining = o.Val
	ctx, cancel := netui.WithCancel()
	s.cancel = cancel
	j := o.Val
	s.conn = netui.GoCall(func() (netui.PeerConn, error) { return j.Wait(ctx) })
	s.enter(guestReplying)
}

func (s *OnlineScene) connected(o netui.Outcome[netui.PeerConn]) {
	s.conn = nil
	if o.Err != nil {
		s.fail(o.Err)
		return
	}
	// The connection is the game's now: giving up this scene leaves it.
	s.hosting, s.joining, s.cancel = nil, nil, nil
	if s.hub != nil { // the friend's device back in the hub's game
		s.hub.Rejoin(1, o.Val)
		s.a.Show(s.hub.Play())
		return
	}
	game, err := s.startGame(o.Val)
	if err != nil {
		o.Val.Close()
		s.fail(err)
		return
	}
	s.game = game
	s.enter(linkStarting)
}

// startGame starts this device's side of the game over conn: a new game
// with the friend, hosted here; or, as the friend of a host, the game kept
// on the device, or a new one learnt from the host's hello.
func (s *OnlineScene) startGame(conn netui.PeerConn) (linkGame, error) {
	switch {
	case s.resume != nil:
		m, err := protocol.Restore(s.resume.Match, s.a.Version(), rand.Reader)
		if err != nil {
			return nil, err
		}
		return netgame.StartOnline(hostOf(s.a), conn, m), nil
	case s.host:
		h, err := netgame.NewHostHub(s.a.Version(), s.rules, s.start, s.first, s.clock)
		if err != nil {
			return nil, err
		}
		here := make([]play.Seat, h.Position().Players())
		for i := range here {
			here[i] = play.PersonSeat{}
		}
		return netgame.StartHub(hostOf(s.a), []netui.PeerConn{conn}, h, here), nil
	case s.inv.Watch:
		return netgame.StartWatching(hostOf(s.a), conn), nil
	}
	return netgame.StartOnline(hostOf(s.a), conn, protocol.Join(s.a.Version(), rand.Reader)), nil
}

// starting lets the game being started read its messages; once both
// sides agree on the game, it is shown.
func (s *OnlineScene) starting() bool {
	changed := s.game.Tick()
	if err := s.game.Failure(); err != nil {
		s.game = nil
		s.fail(err)
		return true
	}
	if p := s.game.Play(); p != nil {
		s.a.Show(p)
		return true
	}
	if n := s.game.StillToJoin(); n > 0 && s.Scr.Say != kit.Tr("online.joining", kit.Count("device", n)) {
		s.Scr.Say = kit.Tr("online.joining", kit.Count("device", n))
		return true
	}
	if log := s.game.Notes(); len(log) > 0 && s.Scr.Warn != log[len(log)-1] {
		s.Scr.Warn = log[len(log)-1] // the hellos did not agree: say why
		return true
	}
	return changed
}

// fail says why no connection was made and what else to do.
func (s *OnlineScene) fail(err error) {
	s.stop()
	s.phase = linkFailed
	scr := &s.Scr
	scr.Clear()
	scr.Acts = nil
	scr.Heading = kit.Tr("online.no-connection")
	scr.Warn = netui.Sentence(err.Error())
	codes := kit.Act("online.by-codes", s.byMoveCodes)
	if errors.Is(err, session.ErrNoWebRTC) { // trying again cannot help
		codes.Primary, codes.Keys = true, []ebiten.Key{ebiten.KeyEnter}
		scr.Btns = []*kit.Button{codes, s.backButton()}
		scr.Layout(s.a.View())
		return
	}
	retry := kit.MainAct("online.try-again", s.retry)
	scr.Btns = []*kit.Button{retry, codes, s.settingsButton(), s.backButton()}
	scr.Layout(s.a.View())
}

// retry starts over: a new invite, or the paste box again.
func (s *OnlineScene) retry() {
	if s.host {
		s.startHosting()
		return
	}
	s.enter(guestPasting)
}
