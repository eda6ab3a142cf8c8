package ui

import (
	"crypto/rand"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/storage"
	"pentarchy/net/protocol"
)

// diskStore is a store whose flushes reach its "disk" a moment later, in
// order, on another goroutine, as IndexedDB's commits do: what a killed
// browser would still have is what is on disk.
type diskStore struct {
	storage.Memory
	jobs chan func()

	mu   sync.Mutex
	disk storage.Memory
}

func newDiskStore(t *testing.T) *diskStore {
	s := &diskStore{Memory: storage.Memory{}, jobs: make(chan func(), 1024), disk: storage.Memory{}}
	go func() {
		for job := range s.jobs {
			job()
		}
	}()
	t.Cleanup(func() { close(s.jobs) })
	return s
}

func (s *diskStore) Flush(done func()) {
	snapshot := maps.Clone(s.Memory)
	s.jobs <- func() {
		s.mu.Lock()
		s.disk = snapshot
		s.mu.Unlock()
		done()
	}
}

// onDisk is the online game as a browser killed now would find it, a
// friend's side (OnlineKey) or a hub's (HubKey): its steps, whether it is
// over, and whether it is a hub's.
func (s *diskStore) onDisk(t *testing.T) (steps int, over, hub bool) {
	s.mu.Lock()
	text, friend := s.disk[online.OnlineKey]
	hubText, hub := s.disk[online.HubKey]
	s.mu.Unlock()
	switch {
	case friend:
		var kept online.OnlineSave
		if err := json.Unmarshal([]byte(text), &kept); err != nil {
			t.Fatalf("the save on disk: %v", err)
		}
		m, err := protocol.Restore(kept.Match, Version, rand.Reader)
		if err != nil {
			t.Fatalf("the save on disk: %v", err)
		}
		return len(m.Record().Steps), m.Result().Over, false
	case hub:
		var kept online.HubSave
		if err := json.Unmarshal([]byte(hubText), &kept); err != nil {
			t.Fatalf("the hub's save on disk: %v", err)
		}
		h, err := protocol.RestoreHub(kept.Hub, Version, rand.Reader)
		if err != nil {
			t.Fatalf("the hub's save on disk: %v", err)
		}
		return len(h.Record().Steps), h.Result().Over, true
	}
	return 0, false, false
}

// checkedDevice is an app's device whose connections check every message
// the app sends against what is on the app's disk at that moment.
type checkedDevice struct {
	t    *testing.T
	disk *diskStore
	sent map[protocol.Kind]int // messages sent, by kind
}

func (d *checkedDevice) wrap(c netui.PeerConn) netui.PeerConn { return checkedConn{c, d} }

type checkedConn struct {
	netui.PeerConn
	d *checkedDevice
}

// Send checks that the save on disk holds what msg tells the friend's
// device: a step or an ack of Seq steps needs those steps on disk; a
// resignation the end; and from the hub, which carries out what every
// device agreed to, a draw agreed the end, a takeback the shorter record, a
// rematch the new game.
func (c checkedConn) Send(data []byte) error {
	t := c.d.t
	msg, err := protocol.Decode(data)
	if err != nil {
		t.Errorf("sent a message that does not decode: %v", err)
		return c.PeerConn.Send(data)
	}
	c.d.sent[msg.Kind]++
	steps, over, hub := c.d.disk.onDisk(t)
	var missing string
	switch {
	case (msg.Kind == protocol.KindStep || msg.Kind == protocol.KindAck) && steps < msg.Seq:
		missing = "the steps it counts"
	case msg.Kind == protocol.KindResign && !over:
		missing = "the resignation"
	case !hub: // a friend's yes to an offer is a vote: the hub's answer carries it out
	case msg.Kind == protocol.KindDrawAnswer && msg.Accept && !over:
		missing = "the draw agreed"
	case msg.Kind == protocol.KindTakebackAnswer && msg.Accept && steps >= msg.Seq:
		missing = "the steps taken back"
	case msg.Kind == protocol.KindRematchAnswer && msg.Accept && (steps > 0 || over):
		missing = "the new game"
	}
	if missing != "" {
		t.Errorf("%s %d sent before the save on disk held %s (on disk: %d steps, over %v)", msg.Kind, msg.Seq, missing, steps, over)
	}
	return c.PeerConn.Send(data)
}

// newCheckedApp is an app on net whose sends are checked against its disk.
func newCheckedApp(t *testing.T, net *nettest.Net) (*App, *checkedDevice) {
	a := newNetApp(t, net)
	d := &checkedDevice{t: t, disk: newDiskStore(t), sent: map[protocol.Kind]int{}}
	a.store = d.disk
	a.dial = net.Device(d.wrap)
	return a, d
}

// TestSavedBeforeSent plays through every kind of message between two
// apps whose saves reach the disk a moment after they are made, and checks
// at each message sent that the sender's disk already holds what it says:
// above all, that a step received is on disk before its ack goes out.
func TestSavedBeforeSent(t *testing.T) {
	net := nettest.New()
	host, hd := newCheckedApp(t, net)
	guest, gd := newCheckedApp(t, net)

	// A coin flip decides who moves first.
	inv := inviteTo(t, host, "Phalanx")
	guest.click(t, "Join a game")
	paste(t, guest, inv)
	guest.click(t, "Join")
	guest.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)
	paste(t, host, code(guest))
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	playFirstLegal(t, 6, host, guest)

	hg, gg := hubOf(host), onlineOf(guest)
	hg.Chat("hello")
	gg.Chat("hi")
	var asker talker = hg // the host has played: it may ask
	answerer := guest
	if hg.TakebackCount() == 0 {
		asker, answerer = gg, host
	}
	asker.AskTakeback()
	tickUntil(t, "the takeback request", func() bool { return hasButton(answerer, "Allow takeback") }, host, guest)
	answerer.click(t, "Allow takeback")
	tickUntil(t, "the takeback", func() bool {
		return len(steps(t, host)) < 6 && slices.Equal(steps(t, host), steps(t, guest))
	}, host, guest)

	forger := net.Last().Guest // the guest's page, tampered with, unchecked
	forger.Send([]byte(`{"v":2,"kind":"step","seq":99,"step":"end","hash":"0123456789abcdef"}`))
	tickUntil(t, "the refusal", func() bool { return strings.Contains(say(guest), "refused") }, host, guest)

	hg.OfferDraw()
	tickUntil(t, "the draw offer", func() bool { return hasButton(guest, "Decline") }, host, guest)
	guest.click(t, "Decline")
	gg.OfferDraw()
	tickUntil(t, "the draw offer", func() bool { return hasButton(host, "Accept draw") }, host, guest)
	host.click(t, "Accept draw")
	tickUntil(t, "the draw", func() bool { return gg.M.Result().Over && hg.H.Result().Over }, host, guest)

	host.click(t, "Rematch")
	tickUntil(t, "the rematch offer", func() bool { return strings.Contains(say(guest), "rematch") }, host, guest)
	guest.click(t, "Rematch")
	tickUntil(t, "the rematch", func() bool { return len(hubOf(host).H.Record().Steps) == 0 && !onlineOf(guest).M.Result().Over }, host, guest)
	playFirstLegal(t, 3, host, guest)
	hubOf(host).Resign()
	tickUntil(t, "the resignation", func() bool { return onlineOf(guest).M.Result().Over }, host, guest)
	host.click(t, "Menu")
	tickUntil(t, "the goodbye", func() bool { return !onlineOf(guest).Talk().CanSend }, host, guest)

	// Source of Power: sealed orders.
	guest.click(t, "Menu")
	inviteTo(t, host, "Source of Power")
	host.click(t, "First move: coin flip")
	paste(t, host, reply(t, guest, code(host)))
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	host.scene.(*play.PlayScene).Play("end")
	guest.scene.(*play.PlayScene).Play("end")
	tickUntil(t, "the turn resolved", func() bool {
		return len(hubOf(host).H.Record().Steps) == 2 && len(onlineOf(guest).M.Record().Steps) == 2
	}, host, guest)

	for _, kind := range []protocol.Kind{
		protocol.KindHello, protocol.KindStep, protocol.KindAck, protocol.KindReject, protocol.KindResign,
		protocol.KindDrawOffer, protocol.KindDrawAnswer, protocol.KindTakebackRequest, protocol.KindTakebackAnswer,
		protocol.KindRematchOffer, protocol.KindRematchAnswer, protocol.KindChat, protocol.KindCoinCommit,
		protocol.KindCoinReveal, protocol.KindOrdersCommit, protocol.KindOrdersReveal, protocol.KindBye,
	} {
		if hd.sent[kind]+gd.sent[kind] == 0 {
			t.Errorf("no %s message was sent: the test does not check it", kind)
		}
	}
	t.Logf("messages checked: host %v, guest %v", hd.sent, gd.sent)
}

// onlineOf is the online game the app's play scene plays, a friend's
// side; hubOf, the host's.
func onlineOf(a *App) *online.OnlineGame { return a.scene.(*play.PlayScene).Link.(*online.OnlineGame) }
func hubOf(a *App) *online.HubGame       { return a.scene.(*play.PlayScene).Link.(*online.HubGame) }

// talker is what either side says beside its steps.
type talker interface {
	AskTakeback()
}

// TestSilentFriend mutes the guest's connection as a killed host would:
// after silentAfter the guest says the connection is lost and offers
// Reconnect; a message that comes late is still applied.
func TestSilentFriend(t *testing.T) {
	net := nettest.New()
	host, guest := newNetApp(t, net), newNetApp(t, net)
	connect(t, host, guest, "Phalanx")
	conn := net.Last().Guest
	conn.Mute(true)
	tickUntil(t, "the silence noticed", func() bool { return hasButton(guest, "Reconnect") }, host, guest)
	if got := say(guest); got != "Connection lost — waiting for your friend." {
		t.Errorf("a silent friend reads %q", got)
	}
	host.tapCell(t, "f3") // sent, but the guest hears nothing yet
	tickUntil(t, "the step played on the host", func() bool { return slices.Equal(steps(t, host), []string{"add f3"}) }, host)
	conn.Mute(false)
	sameSteps(t, host, guest, "add f3")
	if hasButton(guest, "Reconnect") || say(guest) == "Connection lost — waiting for your friend." {
		t.Errorf("the friend is heard again, yet the guest shows %q with Reconnect %v", say(guest), hasButton(guest, "Reconnect"))
	}
}

// TestDroppedToCodes drops an online game with a step in flight, and both
// players go on by move codes from the same position, without losing the
// step: the host from the panel, the guest after a reload, from the menu's
// kept game; they play on by codes.
func TestDroppedToCodes(t *testing.T) {
	net := nettest.New()
	store := storage.Memory{}
	host, guest := newNetApp(t, net), newNetApp(t, net)
	guest.store = store
	connect(t, host, guest, "Phalanx")
	host.tapCell(t, "f3")
	sameSteps(t, host, guest, "add f3")

	net.Last().Guest.Close()
	tickUntil(t, "the drop", func() bool {
		return hasButton(host, "Go on by move codes") && hasButton(guest, "Go on by move codes")
	}, host, guest)
	host.tapCell(t, "e3") // played after the drop: only a move code can carry it
	host.click(t, "Go on by move codes")
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "add e3"}) {
		t.Fatalf("after going on by move codes the host has %q", got)
	}
	host.tapCell(t, "d3")
	if host.scene.Name() != "correspondence" || code(host) == "" {
		t.Fatalf("after the host's turn: scene %s, code %q", host.scene.Name(), code(host))
	}

	reloaded := reloadOnline(guest, store, net) // the guest reloads the page
	reloaded.click(t, "Resume online Phalanx")
	reloaded.click(t, "Play by move codes")
	paste(t, reloaded, code(host))
	reloaded.click(t, "Apply")
	if reloaded.scene.Name() != "play" || !slices.Equal(steps(t, reloaded), []string{"add f3", "add e3", "add d3"}) {
		t.Fatalf("the guest after the host's code: scene %s, record %q, status %q", reloaded.scene.Name(), steps(t, reloaded), reloaded.snapshot().Status)
	}
	reloaded.tapCell(t, "d7")
	reloaded.click(t, "End turn")
	paste(t, host, code(reloaded))
	host.click(t, "Apply")
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "add e3", "add d3", "add d7", "end"}) {
		t.Fatalf("the host after the guest's code: %q (%s)", got, host.snapshot().Status)
	}
	if host.scene.Name() != "play" || !hubOf(host).H.Codes() {
		t.Errorf("the host's turn shows scene %s, by move codes %v", host.scene.Name(), hubOf(host).H.Codes())
	}
	host.click(t, "Codes") // the last code again, at any time
	if host.scene.Name() != "correspondence" {
		t.Errorf("Codes shows scene %s", host.scene.Name())
	}
}

// TestEarlierOnlineGameResumes goes on with a game of Phalanx online that
// pages of the previous version kept on both devices (the host's side and
// the friend's, net/protocol/testdata/saved-v1): the host's side becomes
// the hub of the game with one friend, the two connect again with new
// codes, and the game goes on from its ninth step.
func TestEarlierOnlineGameResumes(t *testing.T) {
	net := nettest.New()
	apps := make([]*App, 2)
	for i, side := range []string{"host", "guest"} {
		m, err := os.ReadFile(filepath.Join("..", "..", "net", "protocol", "testdata", "saved-v1", side+".json"))
		if err != nil {
			t.Fatal(err)
		}
		restored, err := protocol.Restore(m, Version, rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		kept, _ := json.Marshal(online.OnlineSave{Match: m, Record: restored.Record()})
		store := storage.Memory{online.OnlineKey: string(kept)}
		apps[i] = reloadOnline(newNetApp(t, net), store, net)
	}
	host, guest := apps[0], apps[1]
	host.click(t, "Resume online Phalanx")
	host.click(t, "Invite again")
	guest.click(t, "Resume online Phalanx")
	guest.click(t, "Join with a code")
	tickUntil(t, "the invite", func() bool { return code(host) != "" }, host)
	paste(t, guest, code(host))
	guest.click(t, "Join")
	guest.click(t, "Accept")
	tickUntil(t, "the reply", func() bool { return code(guest) != "" }, guest)
	paste(t, host, code(guest))
	host.click(t, "Connect")
	tickUntil(t, "both boards", func() bool { return host.scene.Name() == "play" && guest.scene.Name() == "play" }, host, guest)
	if _, ok := host.scene.(*play.PlayScene).Link.(*online.HubGame); !ok || len(steps(t, host)) != 9 {
		t.Fatalf("the host goes on with %T and %d steps", host.scene.(*play.PlayScene).Link, len(steps(t, host)))
	}
	if _, ok := host.store.Get(online.OnlineKey); ok {
		t.Error("the earlier save is still kept beside the hub's")
	}
	want := slices.Clone(steps(t, host))
	sameSteps(t, host, guest, want...)
	playFirstLegal(t, 2, host, guest)
	sameSteps(t, host, guest, steps(t, host)...)
	if got := steps(t, guest); len(got) != 11 || !slices.Equal(got[:9], want) {
		t.Fatalf("after two more steps the guest has %q", got)
	}
}
