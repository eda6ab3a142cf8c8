//go:build !js

package ai

import (
	"os"
	"runtime"
)

// threadStat returns the text of /proc/thread-self/stat, the CPU times of
// the thread running the benchmark, which it keeps to itself, or "" where
// there is none (not Linux).
func threadStat() string {
	runtime.LockOSThread()
	data, err := os.ReadFile("/proc/thread-self/stat")
	if err != nil {
		return ""
	}
	return string(data)
}
