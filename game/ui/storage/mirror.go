package storage

import (
	"maps"
	"strconv"
	"strings"
)

// The browser keeps every text twice: in localStorage, which the app reads
// at once, and in an IndexedDB mirror. Chromium and Firefox write
// localStorage to disk only every few seconds, so a browser that is
// killed (a phone out of battery, a tab the system ends) loses the last
// writes; IndexedDB has them on disk once its transaction completes,
// which is what Flush waits for. The writes of one task go to the mirror
// in one transaction, made in the next task unless Flush asks for it.
// Each copy also counts the writes it has seen under serialKey, so at
// start-up the one that saw more is the newer, and it replaces the other.

// serialKey holds how many writes a copy has seen.
const serialKey = "pentarchy.serial"

// ownPrefix starts every key the app keeps. Keys of other pages on the
// same host are never touched.
const ownPrefix = "pentarchy."

// serial reads the count of writes a copy has seen; 0 when it has none.
func serial(kept map[string]string) int {
	n, _ := strconv.Atoi(kept[serialKey])
	return n
}

// serialText is the count of writes n as it is kept.
func serialText(n int) string { return strconv.Itoa(n) }

// reconciled says how the two copies become one at start-up: when the
// mirror saw more writes, localStorage lost some and takes the mirror's
// texts (set) and drops the keys the mirror no longer has (drop); else
// localStorage is the newer or the same, and the mirror is rewritten
// from it when they differ (rewrite).
func reconciled(local, mirror map[string]string) (set map[string]string, drop []string, rewrite bool) {
	if serial(mirror) <= serial(local) {
		return nil, nil, !maps.Equal(local, mirror)
	}
	for key := range local {
		if _, ok := mirror[key]; !ok && strings.HasPrefix(key, ownPrefix) {
			drop = append(drop, key)
		}
	}
	return mirror, drop, false
}
