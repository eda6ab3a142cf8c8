package ai

import (
	"strconv"
	"strings"
	"time"
)

// threadCPU is the CPU time the benchmark's thread has used so far, or 0
// where it cannot be read. Unlike the time on the clock it does not grow
// while other programs keep the machine busy, nor with the compiler and
// collector threads of the runtime, so native and WebAssembly compare
// fairly on a shared machine.
func threadCPU() time.Duration {
	stat := threadStat()
	// The fields after the command name (in parentheses): state is field
	// 3, utime and stime are fields 14 and 15, in clock ticks of 10 ms.
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(stat[i+1:])
	if len(f) < 13 {
		return 0
	}
	user, err1 := strconv.ParseInt(f[11], 10, 64)
	sys, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return time.Duration(user+sys) * 10 * time.Millisecond
}
