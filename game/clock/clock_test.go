package clock

import (
	"testing"
	"time"
)

// TestParse reads every preset back from its text, and refuses texts
// that are no control.
func TestParse(t *testing.T) {
	for _, c := range Presets {
		got, err := Parse(c.String())
		if err != nil || got != c {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.String(), got, err, c)
		}
	}
	for _, bad := range []string{"5m", "+3s", "5m+", "0s+1s", "5m+-1s", "5m+2h", "0s/turn", "31d/turn", "800h/turn", "x/turn", "5m+3s/turn", " 5m+3s", "1s1m+1s", "1.5s/turn", "5ms/turn", "h/turn", "1x/turn", "5m0s+3s+1s", "1m1m/turn"} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", bad, c)
		}
	}
}

// FuzzParse: whatever Parse reads writes back to a text that reads the
// same.
func FuzzParse(f *testing.F) {
	for _, c := range Presets {
		f.Add(c.String())
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := Parse(text)
		if err != nil {
			return
		}
		again, err := Parse(c.String())
		if err != nil || again != c {
			t.Fatalf("Parse(%q) = %+v, written %q, read back %+v, %v", text, c, c.String(), again, err)
		}
	})
}

// TestFischer: a turn costs its time and earns the increment when it
// ended in time; a turn past the time left is out, and earns nothing.
func TestFischer(t *testing.T) {
	c := New(Control{Kind: Fischer, Base: time.Minute, Increment: 2 * time.Second}, 2)
	if !c.Ended(1, 10*time.Second) || c.Left(1, 0) != 52*time.Second || c.Left(2, 0) != time.Minute {
		t.Fatalf("after a turn of 10 s: %v, %v", c.Left(1, 0), c.Left(2, 0))
	}
	if c.Out(1, 51*time.Second) || !c.Out(1, 52*time.Second) || c.Left(1, 60*time.Second) != 0 {
		t.Fatal("out at the wrong time")
	}
	if c.Low(2, 53*time.Second) || !c.Low(2, 54*time.Second) {
		t.Error("low at the wrong time: the last tenth of a minute's game")
	}
	if c.Ended(2, 61*time.Second) || c.Left(2, 0) != 0 {
		t.Fatalf("a turn past the time left: left %v", c.Left(2, 0))
	}
}

// TestPerTurn: each turn has the whole limit, whatever the last took.
func TestPerTurn(t *testing.T) {
	c := New(Control{Kind: PerTurn, Turn: 30 * time.Second}, 3)
	if !c.Ended(3, 29*time.Second) || c.Left(3, 0) != 30*time.Second || c.Left(3, 5*time.Second) != 25*time.Second {
		t.Fatal("a turn in time changed the next one's limit")
	}
	if c.Ended(2, 31*time.Second) || !c.Out(2, 30*time.Second) {
		t.Fatal("a turn past its limit was in time")
	}
	if !c.Low(1, 27*time.Second) || c.Low(1, 26*time.Second) {
		t.Error("low at the wrong time: the last tenth of the turn")
	}
}

// TestNoClock: without a control nobody is ever out or low.
func TestNoClock(t *testing.T) {
	for _, c := range []*Clock{nil, New(Control{}, 2)} {
		if c.On() || c.Out(1, time.Hour) || c.Low(1, time.Hour) || !c.Ended(1, time.Hour) {
			t.Errorf("%+v: a game without a clock timed", c)
		}
	}
}

// TestRestore keeps the times of a saved game, and refuses times of
// another game.
func TestRestore(t *testing.T) {
	c := New(Control{Kind: Fischer, Base: time.Minute}, 2)
	c.Ended(1, 15*time.Second)
	d := New(c.Control, 2)
	if err := d.Restore(c.Times()); err != nil || d.Left(1, 0) != 45*time.Second {
		t.Fatalf("restored: %v, %v", d.Left(1, 0), err)
	}
	if d.Restore([]time.Duration{time.Second}) == nil || d.Restore([]time.Duration{-1, 0}) == nil {
		t.Error("times of another game were taken")
	}
}

// TestText: the clock's face at a few lengths.
func TestText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		9*time.Second + 460*time.Millisecond: "9.4",
		0:                                    "0.0",
		10 * time.Second:                     "0:10",
		4*time.Minute + 5*time.Second:        "4:05",
		time.Hour + 2*time.Minute + 3*time.Second: "1:02:03",
		50 * time.Hour: "2 d 2:00",
	} {
		if got := Text(d); got != want {
			t.Errorf("Text(%v) = %q, want %q", d, got, want)
		}
	}
}
