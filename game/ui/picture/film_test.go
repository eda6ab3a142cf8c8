package picture_test

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
	"pentarchy/game/ui/games"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/picture"
)

// someGame plays n legal steps of the game id from its start, a varied
// but fixed choice each.
func someGame(t *testing.T, id string, n int) (game.Ruleset, game.Record) {
	t.Helper()
	r, _ := registry.Find(id)
	rec := game.Record{Game: id}
	pos, err := game.Setup(r, rec)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !pos.Result().Over; i++ {
		legal := game.LegalTexts(pos)
		step := legal[(7*i+3)%len(legal)]
		if err := game.Play(pos, step); err != nil {
			t.Fatal(err)
		}
		rec.Steps = append(rec.Steps, step)
	}
	return r, rec
}

// frameAt is a frame the film drew: when, and after how many steps.
type frameAt struct {
	at    time.Duration
	shown int
}

// film runs a film of rec to its end, asking for a frame every tick of
// clock (which moves the time on), and returns the frames drawn and when
// it ended, from the first frame.
func film(t *testing.T, id string, r game.Ruleset, rec game.Record, clock func() time.Time) ([]frameAt, time.Duration) {
	t.Helper()
	g, _ := games.Find(id)
	f, err := picture.NewFilm(g.NewView(), r, rec, id)
	if err != nil {
		t.Fatal(err)
	}
	dst := ebiten.NewImage(picture.Video.X, picture.Video.Y)
	defer dst.Deallocate()
	fonts := kit.NewFonts()
	var start time.Time // the first frame's
	var frames []frameAt
	for {
		now := clock()
		drew, over := f.Frame(dst, fonts, now)
		if start.IsZero() {
			start = now
		}
		if over {
			return frames, now.Sub(start)
		}
		if drew {
			frames = append(frames, frameAt{now.Sub(start), f.Shown()})
		}
		if now.Sub(start) > time.Minute {
			t.Fatalf("the film has not ended after a minute; frames %v", frames)
		}
	}
}

// TestFilmPace films five steps of Phalanx by a clock of 60 ticks a
// second: the start, then a step every 0.6 s, the last held 2 s.
func TestFilmPace(t *testing.T) {
	r, rec := someGame(t, "phalanx", 5)
	var now time.Time
	frames, end := film(t, "phalanx", r, rec, func() time.Time {
		now = now.Add(time.Second / 60)
		return now
	})
	tick := time.Second / 60
	if len(frames) != 6 {
		t.Fatalf("frames %v, want the start and one a step", frames)
	}
	for i, fr := range frames {
		want := time.Duration(i) * picture.StepTime
		if fr.shown != i || fr.at < want || fr.at > want+tick {
			t.Errorf("frame %d: %v after %d steps, want at %v after %d", i, fr.at, fr.shown, want, i)
		}
	}
	if want := 5*picture.StepTime + picture.HoldTime; end < want || end > want+tick {
		t.Errorf("the film ended at %v, want %v", end, want)
	}
}

// TestFilmByTurns films two turns of Source of Power by the real clock:
// each frame shows a whole turn (never a player's hidden orders), and
// each turn's resolution is played back in several frames.
func TestFilmByTurns(t *testing.T) {
	r, rec := someGame(t, "source-of-power", 0)
	pos, _ := game.Setup(r, rec)
	rec.Steps = []string{firstNot(game.LegalTexts(pos), "end"), "end", "end", "end", "end"}
	ends := []int{3, 5} // the steps after which a turn has resolved
	frames, end := film(t, "source-of-power", r, rec, func() time.Time {
		time.Sleep(5 * time.Millisecond)
		return time.Now()
	})
	counts := map[int]int{}
	for _, fr := range frames {
		counts[fr.shown]++
	}
	if len(counts) != 3 || counts[0] != 1 || counts[ends[0]] < 3 || counts[ends[1]] < 1 {
		t.Errorf("frames after so many steps: %v; the turns end after %v steps", counts, ends)
	}
	// The last frame is held from its beat, which the tick showing it
	// may be late for: by up to a twentieth of a second, past which the
	// film takes the tick for the beat.
	if held := end - frames[len(frames)-1].at; held < picture.HoldTime-time.Second/20 {
		t.Errorf("the last frame is held %v, want %v", held, picture.HoldTime)
	}
}

// firstNot is the first of steps that is not step.
func firstNot(steps []string, step string) string {
	for _, s := range steps {
		if s != step {
			return s
		}
	}
	return step
}
