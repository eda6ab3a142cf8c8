//go:build js

package storage

import (
	"errors"
	"strconv"
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

// mirror is the IndexedDB copy of the store. Each write is a transaction
// of its own, asking for strict durability (on disk, not only handed to
// the system); transactions on one object store complete in the order
// they were made, so a count of those completed tells what is on disk.
type mirror struct {
	db js.Value

	mu        sync.Mutex
	made      int      // transactions made
	completed int      // of those, completed or failed
	waiting   []waiter // Flush calls waiting for transactions to complete
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
	return &mirror{db: db}, kept, nil
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
func (m *mirror) put(key, text string, serial int) {
	m.write(func(store js.Value) {
		store.Call("put", text, key)
		store.Call("put", strconv.Itoa(serial), serialKey)
	})
}

// remove drops key, and keeps the count of writes.
func (m *mirror) remove(key string, serial int) {
	m.write(func(store js.Value) {
		store.Call("delete", key)
		store.Call("put", strconv.Itoa(serial), serialKey)
	})
}

// replace makes the mirror hold exactly kept.
func (m *mirror) replace(kept map[string]string) {
	m.write(func(store js.Value) {
		store.Call("clear")
		for key, text := range kept {
			store.Call("put", text, key)
		}
	})
}

// write runs change in a transaction of its own. A transaction that cannot
// even start counts as completed: nothing more can be done for it.
func (m *mirror) write(change func(store js.Value)) {
	m.mu.Lock()
	m.made++
	n := m.made
	m.mu.Unlock()
	defer func() {
		if recover() != nil {
			m.complete(n)
		}
	}()
	tx := m.db.Call("transaction", mirrorStore, "readwrite", map[string]any{"durability": "strict"})
	var end js.Func
	end = js.FuncOf(func(js.Value, []js.Value) any {
		end.Release()
		m.complete(n)
		return nil
	})
	tx.Set("oncomplete", end)
	tx.Set("onabort", end)
	change(tx.Call("objectStore", mirrorStore))
}

// complete notes that transaction n is over, and calls the Flushes it
// was the last one for.
func (m *mirror) complete(n int) {
	m.mu.Lock()
	m.completed = max(m.completed, n)
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

// flush calls done once every transaction made so far is over.
func (m *mirror) flush(done func()) {
	m.mu.Lock()
	if m.completed >= m.made {
		m.mu.Unlock()
		done()
		return
	}
	m.waiting = append(m.waiting, waiter{m.made, done})
	m.mu.Unlock()
}
