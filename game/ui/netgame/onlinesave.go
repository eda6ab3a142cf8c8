package netgame

import (
	"encoding/json"
	"errors"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// What "saved" means for an online game, and where it happens.
//
// Saved means on this device's disk: written to the store (localStorage,
// which the app reads) and flushed (the store's IndexedDB mirror has
// committed it; see game/ui/storage), so that a browser killed the next
// moment, or a phone whose battery dies, still has it.
//
// Every change of the match goes through send, which saves the match
// before anything goes out: a step played here, a message from the friend
// applied (handle: a step and the ack it calls for, an ack, orders, a
// takeback, a draw, a resignation, a rematch, the hellos of a resumed
// game), an answer to an offer, chat. The messages a change produced wait
// in the outbox until its save is on disk, and only then go to the
// friend's device. So whatever the friend's device holds from this one —
// a step played here, or the ack that this one holds a step of theirs — is
// on this device's disk too. A device killed before its last save reached
// the disk lost only what it never sent; its friend's device has the rest,
// and when the game is resumed the hellos compare the two records and the
// longer one wins (net/protocol's resume), each of its steps checked again
// with the rules.
//
// By move codes nothing is sent: the save is all there is, and the code
// shown after it carries the steps.

// Keys of the online game kept on the device. There is one at a time: the
// match, to resume after a drop or a reload, and the play scene's own save
// of it, kept apart from the games played here only.
const (
	OnlineKey     = "pentarchy.online"
	onlineGameKey = "pentarchy.online.game"
)

// OnlineSave is the online game kept on the device: the match as the
// protocol keeps it, and what the menu shows of it.
type OnlineSave struct {
	Match  []byte      `json:"match"`  // net/protocol's Save
	Record game.Record `json:"record"` // the game so far, for the menu
	Over   bool        `json:"over"`
	Codes  bool        `json:"codes"` // played by move codes, not over a connection
}

// save keeps the match on the device and has it flushed to disk; messages
// sent after it wait for that. Before the seats are settled there is no
// game to keep yet. A device that keeps nothing is not an error here: the
// game goes on.
func (g *OnlineGame) save() {
	if g.M.Rules() == nil || !g.M.Settled() || g.M.Watching() {
		return // a watcher keeps nothing: the host's page has the game
	}
	state, err := g.M.Save()
	if err != nil {
		return
	}
	kept := OnlineSave{Match: state, Record: g.M.Record(), Over: g.M.Result().Over, Codes: g.codes()}
	if text, err := json.Marshal(kept); err == nil {
		g.a.Store().Set(OnlineKey, string(text))
	}
	g.a.Store().Flush(g.out.saving())
}

// outbox holds the messages a game sends until the save made before them
// is on disk: the one place where saved-before-sent is kept, for a
// friend's side (OnlineGame) and a hub's (HubGame) alike.
type outbox struct {
	saves   int64        // saves asked for
	onDisk  atomic.Int64 // of those, the last one flushed (saves flush in order)
	waiting []queued
}

// queued is a message for device to (1 for a friend's side's only peer,
// a friend's number on a hub), waiting for save number after.
type queued struct {
	to    int
	data  []byte
	after int64
}

// saving notes a save asked for, and returns the function the store calls
// once it is flushed, perhaps from another goroutine.
func (o *outbox) saving() func() {
	o.saves++
	n := o.saves
	return func() {
		for old := o.onDisk.Load(); old < n && !o.onDisk.CompareAndSwap(old, n); old = o.onDisk.Load() {
		}
		ebiten.ScheduleFrame()
	}
}

// queue keeps data for device to until the last save asked for is on
// disk.
func (o *outbox) queue(to int, data []byte) { o.waiting = append(o.waiting, queued{to, data, o.saves}) }

// ready takes, in order, the waiting messages whose save is on disk; all
// of them when all is true (a page going away sends what it has).
func (o *outbox) ready(all bool) []queued {
	onDisk := o.onDisk.Load()
	n := 0
	for n < len(o.waiting) && (all || o.waiting[n].after <= onDisk) {
		n++
	}
	out := o.waiting[:n:n]
	o.waiting = o.waiting[n:]
	return out
}

// send saves the match, then sends its messages once the save is on disk,
// or says why the match could not make them.
func (g *OnlineGame) send(out []protocol.Message, err error) {
	if err != nil {
		g.note(netui.Sentence(err.Error()))
		return
	}
	g.save()
	if g.codes() {
		return
	}
	for _, msg := range out {
		data, err := protocol.Encode(msg)
		if err != nil {
			g.note(kit.Tr("online.send-failed", netui.Sentence(err.Error())))
			continue
		}
		g.out.queue(1, data)
	}
	g.sendSaved()
}

// sendSaved sends, in order, the waiting messages whose save is on disk.
func (g *OnlineGame) sendSaved() { g.transmit(g.out.ready(false)) }

// sendAll sends every waiting message.
func (g *OnlineGame) sendAll() { g.transmit(g.out.ready(true)) }

// transmit sends msgs. Once the connection is lost they have nowhere to
// go: the resumed game's hellos carry the game.
func (g *OnlineGame) transmit(msgs []queued) {
	for _, q := range msgs {
		if g.lost != nil {
			return
		}
		if err := g.conn.Send(q.data); err != nil {
			g.note(kit.Tr("online.send-failed", netui.Sentence(err.Error())))
		}
	}
}

// LoadOnline returns the online game kept on the device, or an error that
// says why there is none to resume.
func LoadOnline(a scene.Host) (*OnlineSave, error) {
	text, ok := a.Store().Get(OnlineKey)
	if !ok {
		return nil, errors.New(kit.Tr("online.none-kept"))
	}
	var kept OnlineSave
	if err := json.Unmarshal([]byte(text), &kept); err != nil {
		return nil, errors.New(kit.Tr("online.kept-damaged", err))
	}
	if _, ok := registry.Find(kept.Record.Game); !ok {
		return nil, errors.New(kit.Tr("online.kept-unknown", kept.Record.Game))
	}
	return &kept, nil
}

// ForgetOnline drops the online game kept on the device, of two devices
// or of a hub: there is one at a time.
func ForgetOnline(a scene.Host) {
	for _, key := range []string{OnlineKey, onlineGameKey, HubKey, hubGameKey} {
		a.Store().Delete(key)
	}
}

// Resumable returns the online game kept on the device if it is not over.
func Resumable(a scene.Host) *OnlineSave {
	kept, err := LoadOnline(a)
	if err != nil || kept.Over {
		return nil
	}
	return kept
}
