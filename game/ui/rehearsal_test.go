package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
)

// TestRehearsal checks what the new-game screen has the app draw ahead:
// the game Start begins, with the options chosen; the game after the first
// legal step of each kind; and after the next player's first steps. None
// of them is shown, and nothing is saved.
func TestRehearsal(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.click(t, "Phalanx")
	a.askRehearsal()
	if len(a.rehearsal) == 0 {
		t.Fatal("the new-game screen rehearses nothing")
	}
	if a.scene.Name() != "newgame" {
		t.Fatalf("asking for the rehearsal shows %s", a.scene.Name())
	}
	start, ok := a.rehearsal[0].(*play.PlayScene)
	if !ok || len(start.Rec.Steps) != 0 || start.Rec.Game != "phalanx" {
		t.Fatalf("the first scene rehearsed is %T %+v, want a new game of Phalanx", a.rehearsal[0], a.rehearsal[0])
	}
	var first, second []string // the kinds of step rehearsed, by Black and by White
	picked := 0
	for _, s := range a.rehearsal[1:] {
		if _, ok := s.(*play.PickedScene); ok {
			picked++
			continue
		}
		p := s.(*play.PlayScene)
		verb, _, _ := strings.Cut(p.Rec.Steps[len(p.Rec.Steps)-1], " ")
		switch len(p.Rec.Steps) {
		case 1:
			first = append(first, verb)
		case 2:
			second = append(second, verb)
		default:
			t.Errorf("a rehearsed game of %d steps: %q", len(p.Rec.Steps), p.Rec.Steps)
		}
	}
	// Black's legal first steps are moves, adds and the end of the turn
	// (no push yet); White, after Black's "end", has the same kinds.
	want := []string{"move", "add", "end"}
	if !sameSet(first, want) {
		t.Errorf("Black's first steps rehearsed: %q, want one of each of %q", first, want)
	}
	if !sameSet(second, want) {
		t.Errorf("White's first steps rehearsed: %q, want one of each of %q", second, want)
	}
	if picked != 2 {
		t.Errorf("%d games with a piece picked up rehearsed, want 2: Black's at the start, White's after Black's end", picked)
	}
	if keys := a.store.Keys(); len(keys) != 0 {
		t.Errorf("the rehearsal saved %q", keys)
	}
}

// TestRehearsalPicked checks the games rehearsed with a cell tapped, in
// each game: the cell is the one a legal move moves from where there is
// one (Phalanx, Patriarchs), else one a legal step names; drawing the
// scene plays no step, and a piece picked up is put down again, so that
// the board view, which the rehearsed scenes share, selects nothing for
// the scenes drawn after it (what a tap only shows, as Parry's power of a
// site, stays, as after a player's tap).
func TestRehearsalPicked(t *testing.T) {
	for _, tc := range []struct{ game, from string }{
		{"Phalanx", "move"},
		{"Patriarchs", "move"},
		{"Parry", "place"},
		{"Conquid", "acquire"},
		{"Source of Power", "spawn"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			a := newTestApp(t, 1280, 800, 1)
			a.click(t, tc.game)
			a.askRehearsal()
			var picked []*play.PickedScene
			for _, s := range a.rehearsal {
				if p, ok := s.(*play.PickedScene); ok {
					picked = append(picked, p)
				}
			}
			if len(picked) == 0 {
				t.Fatal("no game with a cell tapped is rehearsed")
			}
			screen := ebiten.NewImage(1280, 800)
			defer screen.Deallocate()
			for _, p := range picked {
				p.Layout(a.v)
				from := p.From()
				if from == "" || !slices.ContainsFunc(p.Game.Legal, func(step string) bool {
					return strings.HasPrefix(step, tc.from+" ") && strings.Contains(step, " "+from)
				}) {
					t.Errorf("the cell tapped is %q, which no legal %q step names: %q", from, tc.from, p.Game.Legal)
				}
				view := p.Game.Board.(interface{ Selection() string })
				before, steps := view.Selection(), len(p.Game.Rec.Steps)
				p.Draw(screen)
				if sel := view.Selection(); tc.from == "move" && sel != before {
					t.Errorf("after drawing the game with %s tapped, the board view's selection is %q, was %q", from, sel, before)
				}
				if len(p.Game.Rec.Steps) != steps {
					t.Errorf("drawing the game with %s tapped played %q", from, p.Game.Rec.Steps[steps:])
				}
			}
		})
	}
}

// TestRehearsalOnce checks that the app asks for a rehearsal once a
// change: a frame of the same choices asks for nothing more once the
// rehearsal is drawn, another choice asks again, and a game asks for none.
func TestRehearsalOnce(t *testing.T) {
	a := newTestApp(t, 1280, 800, 1)
	a.click(t, "Conquid")
	a.askRehearsal()
	if len(a.rehearsal) == 0 {
		t.Fatal("the new-game screen rehearses nothing")
	}
	a.rehearsal = nil // drawn
	a.askRehearsal()
	if a.rehearsal != nil {
		t.Error("the same choices are rehearsed again")
	}
	size := labelStarting(a.scene, "Board size: ")
	a.click(t, size)
	a.askRehearsal()
	if len(a.rehearsal) == 0 {
		t.Fatalf("after %q nothing is rehearsed", size)
	}
	if got, was := a.rehearsal[0].(*play.PlayScene).Rec.Options["size"], strings.TrimPrefix(size, "Board size: "); got == was {
		t.Errorf("the rehearsal keeps the board size %q after the press", got)
	}
	a.click(t, "Start")
	a.askRehearsal()
	if a.rehearsal != nil {
		t.Error("a game asks for a rehearsal")
	}
}

// labelStarting is the label of the scene's button that starts with
// prefix.
func labelStarting(s scene.Scene, prefix string) string {
	for _, b := range s.Buttons() {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Label
		}
	}
	return prefix
}

// sameSet tells whether a and b hold the same strings, each once.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
