//go:build js

package storage

import (
	"strings"
	"sync"
	"syscall/js"
)

// Device returns the page's localStorage, mirrored in IndexedDB (see
// mirror.go), or a Memory store when the browser refuses localStorage
// (some private modes, sandboxed frames). It blocks while it reads the
// mirror, at most a few seconds: call it before the game loop starts.
func Device() Store {
	ls, err := localStorage()
	if err != nil {
		return Memory{}
	}
	b := &browser{ls: ls, read: map[string]readText{}}
	b.followOtherTabs()
	local := b.own()
	m, kept, err := openMirror()
	if err != nil {
		return b // localStorage alone: Flush cannot wait for more
	}
	b.m = m
	set, drop, rewrite := reconciled(local, kept)
	for _, key := range drop {
		ls.Call("removeItem", key)
		b.remember(key, readText{})
	}
	for key, text := range set {
		b.setItem(key, text)
		b.remember(key, readText{text, true})
	}
	if rewrite {
		m.replace(local, serial(local))
	}
	b.serial = max(serial(local), serial(kept))
	return b
}

// localStorage returns window.localStorage; reading it throws in some
// sandboxed frames.
func localStorage() (ls js.Value, err error) {
	defer func() {
		if recover() != nil {
			err = ErrUnavailable
		}
	}()
	ls = js.Global().Get("localStorage")
	if !ls.Truthy() {
		return ls, ErrUnavailable
	}
	return ls, nil
}

// browser is a Store kept in localStorage and mirrored in IndexedDB.
type browser struct {
	ls     js.Value
	m      *mirror // nil without IndexedDB
	serial int     // writes seen, kept under serialKey in both copies

	// read keeps what Get read, so that a frame that asks for a setting
	// several times does not cross into JavaScript each time. Writes here
	// update it; another tab's writes (the "storage" event) drop it.
	mu   sync.Mutex
	read map[string]readText
}

type readText struct {
	text string
	ok   bool
}

func (b *browser) Get(key string) (string, bool) {
	b.mu.Lock()
	r, seen := b.read[key]
	b.mu.Unlock()
	if seen {
		return r.text, r.ok
	}
	v := b.ls.Call("getItem", key)
	if v.Type() == js.TypeString {
		r = readText{v.String(), true}
	}
	b.remember(key, r)
	return r.text, r.ok
}

func (b *browser) remember(key string, r readText) {
	b.mu.Lock()
	b.read[key] = r
	b.mu.Unlock()
}

// followOtherTabs forgets what Get read when another tab of the page
// changes localStorage.
func (b *browser) followOtherTabs() {
	js.Global().Call("addEventListener", "storage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		b.mu.Lock()
		defer b.mu.Unlock()
		if key := args[0].Get("key"); key.Type() == js.TypeString {
			delete(b.read, key.String())
		} else {
			clear(b.read) // the other tab cleared it all
		}
		return nil
	}))
}

// Set turns the exception localStorage throws when full into an error.
// The mirror takes the text all the same.
func (b *browser) Set(key, text string) error {
	b.serial++
	b.remember(key, readText{text, true})
	v := js.ValueOf(text) // made once, for both copies
	err := b.setItem(key, v)
	b.setItem(serialKey, serialText(b.serial))
	if b.m != nil {
		b.m.put(key, v, b.serial)
	}
	return err
}

func (b *browser) Delete(key string) {
	b.serial++
	b.remember(key, readText{})
	b.ls.Call("removeItem", key)
	b.setItem(serialKey, serialText(b.serial))
	if b.m != nil {
		b.m.remove(key, b.serial)
	}
}

func (b *browser) Keys() []string {
	n := b.ls.Get("length").Int()
	keys := make([]string, 0, n)
	for i := range n {
		if k := b.ls.Call("key", i); k.Type() == js.TypeString && k.String() != serialKey {
			keys = append(keys, k.String())
		}
	}
	return keys
}

func (b *browser) Flush(done func()) {
	if b.m == nil {
		done()
		return
	}
	b.m.flush(done)
}

// setItem writes one text to localStorage, which throws when it is full.
func (b *browser) setItem(key string, text any) (err error) {
	defer func() {
		if recover() != nil {
			err = ErrUnavailable
		}
	}()
	b.ls.Call("setItem", key, text)
	return nil
}

// own returns the texts the app keeps in localStorage.
func (b *browser) own() map[string]string {
	kept := map[string]string{}
	n := b.ls.Get("length").Int()
	for i := range n {
		k := b.ls.Call("key", i)
		if k.Type() == js.TypeString && strings.HasPrefix(k.String(), ownPrefix) {
			kept[k.String()], _ = b.Get(k.String())
		}
	}
	return kept
}
