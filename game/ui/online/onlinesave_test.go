package online_test

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

	"pentarchy/game/ui/netgame"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
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

// newDiskStore is an empty diskStore, its disk written until the test ends.
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

// Flush writes what the store holds now to its disk, later, then calls
// done.
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
	text, friend := s.disk[netgame.OnlineKey]
	hubText, hub := s.disk[netgame.HubKey]
	s.mu.Unlock()
	switch {
	case friend:
		var kept netgame.OnlineSave
		if err := json.Unmarshal([]byte(text), &kept); err != nil {
			t.Fatalf("the save on disk: %v", err)
		}
		m, err := protocol.Restore(kept.Match, "test", rand.Reader)
		if err != nil {
			t.Fatalf("the save on disk: %v", err)
		}
		return len(m.Record().Steps), m.Result().Over, false
	case hub:
		var kept netgame.HubSave
		if err := json.Unmarshal([]byte(hubText), &kept); err != nil {
			t.Fatalf("the hub's save on disk: %v", err)
		}
		h, err := protocol.RestoreHub(kept.Hub, "test", rand.Reader)
		if err != nil {
			t.Fatalf("the hub's save on disk: %v", err)
		}
		return len(h.Record().Steps), h.Result().Over, true
	}
	return 0, false, false
}

// checkedDevice is a device's network card whose connections check every
// message the device sends against what is on its disk at that moment.
type checkedDevice struct {
	t    *testing.T
	disk *diskStore
	sent map[protocol.Kind]int // messages sent, by kind
}

// wrap checks what c sends.
func (d *checkedDevice) wrap(c netui.PeerConn) netui.PeerConn { return checkedConn{c, d} }

// checkedConn is a connection of a checkedDevice.
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

// newCheckedDevice is a device on net whose sends are checked against its
// disk.
func newCheckedDevice(t *testing.T, net *nettest.Net) (device, *checkedDevice) {
	d := &checkedDevice{t: t, disk: newDiskStore(t), sent: map[protocol.Kind]int{}}
	return onStore(t, net.Device(d.wrap), d.disk), d
}

// TestSavedBeforeSent plays through every kind of message between two
// devices whose saves reach the disk a moment after they are made, and
// checks at each message sent that the sender's disk already holds what
// it says: above all, that a step received is on disk before its ack goes
// out.
func TestSavedBeforeSent(t *testing.T) {
	net := nettest.New()
	host, hd := newCheckedDevice(t, net)
	guest, gd := newCheckedDevice(t, net)

	// A coin flip decides who moves first.
	inviteTo(t, host, "phalanx")
	connectWith(t, host, guest)
	playFirstLegal(t, 6, host, guest)

	hg, gg := hubOf(t, host), onlineOf(t, guest)
	hg.Chat("hello")
	gg.Chat("hi")
	var asker talker = hg // the host has played: it may ask
	answerer := guest
	if hg.TakebackCount() == 0 {
		asker, answerer = gg, host
	}
	asker.AskTakeback()
	tickUntil(t, "the takeback request", func() bool { return answerer.Enabled("Allow takeback") }, host, guest)
	answerer.Click("Allow takeback")
	tickUntil(t, "the takeback", func() bool {
		return len(steps(t, host)) < 6 && slices.Equal(steps(t, host), steps(t, guest))
	}, host, guest)

	forger := net.Last().Guest // the guest's page, tampered with, unchecked
	forger.Send([]byte(`{"v":2,"kind":"step","seq":99,"step":"end","hash":"0123456789abcdef"}`))
	tickUntil(t, "the refusal", func() bool { return strings.Contains(say(guest), "refused") }, host, guest)

	hg.OfferDraw()
	tickUntil(t, "the draw offer", func() bool { return guest.Enabled("Decline") }, host, guest)
	guest.Click("Decline")
	gg.OfferDraw()
	tickUntil(t, "the draw offer", func() bool { return host.Enabled("Accept draw") }, host, guest)
	host.Click("Accept draw")
	tickUntil(t, "the draw", func() bool { return gg.M.Result().Over && hg.H.Result().Over }, host, guest)

	host.Click("Rematch")
	tickUntil(t, "the rematch offer", func() bool { return strings.Contains(say(guest), "rematch") }, host, guest)
	guest.Click("Rematch")
	tickUntil(t, "the rematch", func() bool {
		return len(hubOf(t, host).H.Record().Steps) == 0 && !onlineOf(t, guest).M.Result().Over
	}, host, guest)
	playFirstLegal(t, 3, host, guest)
	hubOf(t, host).Resign()
	tickUntil(t, "the resignation", func() bool { return onlineOf(t, guest).M.Result().Over }, host, guest)
	host.Click("Menu")
	tickUntil(t, "the goodbye", func() bool { return !onlineOf(t, guest).Talk().CanSend }, host, guest)

	// Source of Power: sealed orders.
	guest.Click("Menu")
	connect(t, host, guest, "source-of-power")
	playing(t, host).Play("end")
	playing(t, guest).Play("end")
	tickUntil(t, "the turn resolved", func() bool {
		return len(hubOf(t, host).H.Record().Steps) == 2 && len(onlineOf(t, guest).M.Record().Steps) == 2
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

// talker is what either side says beside its steps.
type talker interface {
	AskTakeback()
}

// TestSilentFriend mutes the guest's connection as a killed host would:
// after silentAfter the guest says the connection is lost and offers
// Reconnect; a message that comes late is still applied.
func TestSilentFriend(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "phalanx")
	conn := net.Last().Guest
	conn.Mute(true)
	tickUntil(t, "the silence noticed", func() bool { return guest.Enabled("Reconnect") }, host, guest)
	if got := say(guest); got != "Connection lost — waiting for your friend." {
		t.Errorf("a silent friend reads %q", got)
	}
	host.TapCell("f3") // sent, but the guest hears nothing yet
	tickUntil(t, "the step played on the host", func() bool { return slices.Equal(steps(t, host), []string{"add f3"}) }, host)
	conn.Mute(false)
	sameSteps(t, host, guest, "add f3")
	if guest.Enabled("Reconnect") || say(guest) == "Connection lost — waiting for your friend." {
		t.Errorf("the friend is heard again, yet the guest shows %q with Reconnect %v", say(guest), guest.Enabled("Reconnect"))
	}
}

// TestDroppedToCodes drops an online game with a step in flight, and both
// players go on by move codes from the same position, without losing the
// step: the host from the panel, the guest after a reload, from the menu's
// kept game; they play on by codes.
func TestDroppedToCodes(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	connect(t, host, guest, "phalanx")
	host.TapCell("f3")
	sameSteps(t, host, guest, "add f3")

	net.Last().Guest.Close()
	tickUntil(t, "the drop", func() bool {
		return host.Enabled("Go on by move codes") && guest.Enabled("Go on by move codes")
	}, host, guest)
	host.TapCell("e3") // played after the drop: only a move code can carry it
	host.Click("Go on by move codes")
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "add e3"}) {
		t.Fatalf("after going on by move codes the host has %q", got)
	}
	host.TapCell("d3")
	if host.Scene().Name() != "correspondence" || code(host) == "" {
		t.Fatalf("after the host's turn: scene %s, code %q", host.Scene().Name(), code(host))
	}

	reloaded := reload(t, guest) // the guest reloads the page
	resume(t, reloaded, "Resume online Phalanx")
	reloaded.Click("Play by move codes")
	paste(t, reloaded, code(host))
	reloaded.Click("Apply")
	if reloaded.Scene().Name() != "play" || !slices.Equal(steps(t, reloaded), []string{"add f3", "add e3", "add d3"}) {
		t.Fatalf("the guest after the host's code: scene %s, record %q, status %q", reloaded.Scene().Name(), steps(t, reloaded), reloaded.Status())
	}
	reloaded.TapCell("d7")
	reloaded.Click("End turn")
	paste(t, host, code(reloaded))
	host.Click("Apply")
	if got := steps(t, host); !slices.Equal(got, []string{"add f3", "add e3", "add d3", "add d7", "end"}) {
		t.Fatalf("the host after the guest's code: %q (%s)", got, host.Status())
	}
	if host.Scene().Name() != "play" || !hubOf(t, host).H.Codes() {
		t.Errorf("the host's turn shows scene %s, by move codes %v", host.Scene().Name(), hubOf(t, host).H.Codes())
	}
	host.Click("Codes") // the last code again, at any time
	if host.Scene().Name() != "correspondence" {
		t.Errorf("Codes shows scene %s", host.Scene().Name())
	}
}

// TestEarlierOnlineGameResumes goes on with a game of Phalanx online that
// pages of the previous version kept on both devices (the host's side and
// the friend's, net/protocol/testdata/saved-v1): the host's side becomes
// the hub of the game with one friend, the two connect again with new
// codes, and the game goes on from its ninth step.
func TestEarlierOnlineGameResumes(t *testing.T) {
	net := nettest.New()
	devs := make([]device, 2)
	for i, side := range []string{"host", "guest"} {
		m, err := os.ReadFile(filepath.Join("..", "..", "..", "net", "protocol", "testdata", "saved-v1", side+".json"))
		if err != nil {
			t.Fatal(err)
		}
		restored, err := protocol.Restore(m, "test", rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		kept, _ := json.Marshal(netgame.OnlineSave{Match: m, Record: restored.Record()})
		devs[i] = onStore(t, net.Dial, storage.Memory{netgame.OnlineKey: string(kept)})
	}
	host, guest := devs[0], devs[1]
	resume(t, host, "Resume online Phalanx")
	host.Click("Invite again")
	resume(t, guest, "Resume online Phalanx")
	guest.Click("Join with a code")
	paste(t, host, accept(t, guest, invite(t, host)))
	host.Click("Connect")
	tickUntil(t, "both boards", func() bool { return onBoard(host, guest) }, host, guest)
	if _, ok := playing(t, host).Link.(*netgame.HubGame); !ok || len(steps(t, host)) != 9 {
		t.Fatalf("the host goes on with %T and %d steps", playing(t, host).Link, len(steps(t, host)))
	}
	if _, ok := host.Store().Get(netgame.OnlineKey); ok {
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
