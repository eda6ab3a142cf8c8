//go:build js

package ai

import "syscall/js"

// threadStat returns the text of /proc/thread-self/stat, the CPU times of
// the thread running WebAssembly (node's main thread), read through the fs
// module that node's loader puts in globalThis; "" where there is none.
func threadStat() (stat string) {
	defer func() {
		if recover() != nil {
			stat = ""
		}
	}()
	fs := js.Global().Get("fs")
	if fs.IsUndefined() {
		return ""
	}
	return fs.Call("readFileSync", "/proc/thread-self/stat", "utf8").String()
}
