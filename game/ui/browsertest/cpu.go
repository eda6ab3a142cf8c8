//go:build !js

package browsertest

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// clockTicks is the kernel's USER_HZ, the unit of CPU times in /proc: 100
// on every Linux that Go supports.
const clockTicks = 100

// CPU measures, over d, how much CPU the browser uses with all its
// processes (GPU, renderers), as a fraction of one core: 1 is a core busy
// all the time. It reads /proc, so it works on Linux only.
func (p *Page) CPU(d time.Duration) (float64, error) {
	before, err := p.CPUTime()
	if err != nil {
		return 0, err
	}
	time.Sleep(d)
	after, err := p.CPUTime()
	if err != nil {
		return 0, err
	}
	return (after - before).Seconds() / d.Seconds(), nil
}

// CPUTime returns the CPU time the browser and all its processes have used
// so far. Unlike the time on the clock, it does not grow when other
// programs keep the machine busy. It works on Linux only.
func (p *Page) CPUTime() (time.Duration, error) {
	proc := chromedp.FromContext(p.ctx).Browser.Process()
	if proc == nil {
		return 0, fmt.Errorf("the browser has no process of ours")
	}
	ticks, err := treeTicks(proc.Pid)
	return time.Duration(ticks) * time.Second / clockTicks, err
}

// treeTicks sums the user and system CPU ticks of the process root and all
// its descendants.
func treeTicks(root int) (int64, error) {
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil || len(stats) == 0 {
		return 0, fmt.Errorf("cannot read /proc: %v", err)
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, path := range stats {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // the process ended
		}
		// The command name may hold spaces: the fields start after ")".
		s := string(data)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
		pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(path)))
		ppid, _ := strconv.Atoi(f[1])
		utime, _ := strconv.ParseInt(f[11], 10, 64)
		stime, _ := strconv.ParseInt(f[12], 10, 64)
		parent[pid], ticks[pid] = ppid, utime+stime
	}
	var sum int64
	for pid, t := range ticks {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				sum += t
				break
			}
		}
	}
	return sum, nil
}
