// Package storage keeps small texts on the player's device under string
// keys: saved games, settings. In the browser it is the page's
// localStorage, so what is kept survives a reload, mirrored in IndexedDB,
// so that it also survives a browser that is killed (see device_js.go);
// elsewhere (tests, native builds) it is a map in memory. It imports no
// other package of the project.
package storage

import "errors"

// Store is a place to keep texts under keys.
type Store interface {
	// Get returns the text kept under key, and whether there is one.
	Get(key string) (string, bool)
	// Set keeps text under key, replacing any text there. It fails when the
	// device refuses (storage full or disabled); nothing is lost then but
	// this one write.
	Set(key, text string) error
	// Delete removes key and its text, if any.
	Delete(key string)
	// Keys lists the keys kept, in no particular order.
	Keys() []string
	// Flush calls done once every Set and Delete made before it is on
	// disk: a browser killed after that, or a phone whose battery dies,
	// still has them. done may run at once, or later on another
	// goroutine; it must not block.
	Flush(done func())
}

// ErrUnavailable is Set's error when the device keeps nothing (private
// browsing modes, storage disabled, quota exceeded).
var ErrUnavailable = errors.New("this browser does not let the page keep anything (storage full or disabled)")

// Memory is a Store in memory, lost when the program ends.
type Memory map[string]string

func (m Memory) Get(key string) (string, bool) { t, ok := m[key]; return t, ok }
func (m Memory) Set(key, text string) error    { m[key] = text; return nil }
func (m Memory) Delete(key string)             { delete(m, key) }
func (m Memory) Flush(done func())             { done() }

func (m Memory) Keys() []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}
