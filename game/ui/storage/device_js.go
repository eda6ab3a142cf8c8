//go:build js

package storage

import "syscall/js"

// Device returns the page's localStorage, or a Memory store when the
// browser refuses it (some private modes, sandboxed frames).
func Device() Store {
	ls, err := localStorage()
	if err != nil {
		return Memory{}
	}
	return browser{ls}
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

// browser is a Store kept in localStorage.
type browser struct{ ls js.Value }

func (b browser) Get(key string) (string, bool) {
	v := b.ls.Call("getItem", key)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

// Set turns the exception localStorage throws when full into an error.
func (b browser) Set(key, text string) (err error) {
	defer func() {
		if recover() != nil {
			err = ErrUnavailable
		}
	}()
	b.ls.Call("setItem", key, text)
	return nil
}

func (b browser) Delete(key string) { b.ls.Call("removeItem", key) }

func (b browser) Keys() []string {
	n := b.ls.Get("length").Int()
	keys := make([]string, 0, n)
	for i := range n {
		if k := b.ls.Call("key", i); k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys
}
