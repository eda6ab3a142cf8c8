//go:build js

package storage

import (
	"errors"
	"sync"
	"syscall/js"
	"time"
)

// The IndexedDB database of the mirror: one object store of texts by key.
const (
	mirrorDB    = "pentarchy"
	mirrorStore = "kept"
)

// openTimeout bounds the wait for IndexedDB at start-up: a browser that
// does not answer (another tab holding an older version open) leaves the
// app with localStorage alone.
const openTimeout = 3 * time.Second

// mirror is the IndexedDB copy of the store. The writes made in one go
// (a step's save writes the game and the count of saves) are gathered and
// written in one transaction, which asks for strict durability (on disk,
// not only handed to the system). That transaction is made in a task of
// its own right after the current one, so that the frame that shows a
// step does not wait for it, or at once when Flush asks. Transactions on
// one object store complete in the order they were made, so a count of
// those completed tells what is on disk.
type mirror struct {
	db      js.Value
	durable js.Value // the options of every transaction
	ended   js.Func  // the end of every transaction, completed or aborted
	later   js.Func  // the task that writes what was gathered

	mu        sync.Mutex
	gathered  []change // writes not yet in a transaction, in order
	serial    int      // the count of writes to keep with them
	due       bool     // the task that writes them is asked for
	made      int      // transactions made
	completed int      // of those, completed or aborted
	waiting   []waiter // Flush calls waiting for transactions to complete
}

// change is one write to the mirror: a text put under key, a key deleted
// (text undefined), or, with clear set, every key dropped first.
type change struct {
	key   string
	text  js.Value
	clear bool
}

// waiter is a Flush waiting until transaction upTo has completed.
type waiter struct {
	upTo int
	done func()
}

// openMirror opens the mirror and reads every text it keeps.
func openMirror() (m *mirror, kept map[string]string, err error) {
	defer func() {
		if r := recover(); r != nil { // no indexedDB, or it throws (private modes)
			m, kept, err = nil, nil, errors.New("IndexedDB is not available")
		}
	}()
	req := js.Global().Get("indexedDB").Call("open", mirrorDB, 1)
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		req.Get("result").Call("createObjectStore", mirrorStore)
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req)
	if err != nil {
		return nil, nil, err
	}
	store := db.Call("transaction", mirrorStore, "readonly").Call("objectStore", mirrorStore)
	keysReq, textsReq := store.Call("getAllKeys"), store.Call("getAll")
	keys, err := await(keysReq)
	if err != nil {
		return nil, nil, err
	}
	texts, err := await(textsReq)
	if err != nil {
		return nil, nil, err
	}
	kept = map[string]string{}
	for i := range keys.Length() {
		if k, t := keys.Index(i), texts.Index(i); k.Type() == js.TypeString && t.Type() == js.TypeString {
			kept[k.String()] = t.String()
		}
	}
	return newMirror(db), kept, nil
}

// newMirror makes the mirror of the open database db, with the functions
// JavaScript calls back made once.
func newMirror(db js.Value) *mirror {
	m := &mirror{db: db}
	m.durable = js.ValueOf(map[string]any{"durability": "strict"})
	m.ended = js.FuncOf(func(js.Value, []js.Value) any {
		m.complete()
		return nil
	})
	m.later = js.FuncOf(func(js.Value, []js.Value) any {
		m.mu.Lock()
		m.due = false
		m.mu.Unlock()
		m.write()
		return nil
	})
	return m
}

// await blocks until an IndexedDB request succeeds or fails, or
// openTimeout passes.
func await(req js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any {
		ch <- result{v: req.Get("result")}
		return nil
	})
	bad := js.FuncOf(func(js.Value, []js.Value) any {
		ch <- result{err: errors.New("IndexedDB: " + req.Get("error").Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer bad.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", bad)
	select {
	case r := <-ch:
		return r.v, r.err
	case <-time.After(openTimeout):
		return js.Undefined(), errors.New("IndexedDB did not answer")
	}
}

// put keeps text under key, and the count of writes.
func (m *mirror) put(key string, text js.Value, serial int) {
	m.gather(serial, change{key: key, text: text})
}

// remove drops key, and keeps the count of writes.
func (m *mirror) remove(key string, serial int) {
	m.gather(serial, change{key: key, text: js.Undefined()})
}

// replace makes the mirror hold exactly kept, at once.
func (m *mirror) replace(kept map[string]string, serial int) {
	changes := []change{{clear: true}}
	for key, text := range kept {
		if key != serialKey {
			changes = append(changes, change{key: key, text: js.ValueOf(text)})
		}
	}
	m.gather(serial, changes...)
	m.write()
}

// gather adds changes to those the next transaction writes, with the
// count of writes, and asks for the task that makes it.
func (m *mirror) gather(serial int, changes ...change) {
	m.mu.Lock()
	m.gathered = append(m.gathered, changes...)
	m.serial = serial
	ask := !m.due
	m.due = true
	m.mu.Unlock()
	if ask {
		js.Global().Call("setTimeout", m.later, 0)
	}
}

// write makes one transaction of the changes gathered, if any. One that
// cannot even start (the database was closed under the page) loses them:
// nothing more can be done for them.
func (m *mirror) write() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.gathered) == 0 {
		return
	}
	changes, serial := m.gathered, m.serial
	m.gathered = nil
	store, ok := m.begin()
	if !ok {
		return
	}
	m.made++
	defer func() { recover() }() // a write refused aborts the transaction, which still ends
	for _, c := range changes {
		switch {
		case c.clear:
			store.Call("clear")
		case c.text.IsUndefined():
			store.Call("delete", c.key)
		default:
			store.Call("put", c.text, c.key)
		}
	}
	store.Call("put", serialText(serial), serialKey)
}

// begin starts a transaction that calls m.ended when it is over, and
// returns its object store; false when IndexedDB refuses.
func (m *mirror) begin() (store js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	tx := m.db.Call("transaction", mirrorStore, "readwrite", m.durable)
	tx.Set("oncomplete", m.ended)
	tx.Set("onabort", m.ended)
	return tx.Call("objectStore", mirrorStore), true
}

// complete notes that the oldest transaction not yet over is over, and
// calls the Flushes it was the last one for.
func (m *mirror) complete() {
	m.mu.Lock()
	m.completed++
	var due []func()
	rest := m.waiting[:0]
	for _, w := range m.waiting {
		if w.upTo <= m.completed {
			due = append(due, w.done)
		} else {
			rest = append(rest, w)
		}
	}
	m.waiting = rest
	m.mu.Unlock()
	for _, done := range due {
		done()
	}
}

// flush writes what was gathered at once, and calls done once every
// transaction made so far is over.
func (m *mirror) flush(done func()) {
	m.write()
	m.mu.Lock()
	if m.completed >= m.made {
		m.mu.Unlock()
		done()
		return
	}
	m.waiting = append(m.waiting, waiter{m.made, done})
	m.mu.Unlock()
}
