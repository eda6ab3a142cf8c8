//go:build !js

package storage

// Device returns a Memory store: outside the browser nothing is kept
// between runs.
func Device() Store { return Memory{} }
