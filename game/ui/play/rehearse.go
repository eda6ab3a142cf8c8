package play

import (
	"slices"
	"strings"
)

// Ahead is what the next step may show: the game after the first legal
// step of each kind (its verb), each a scene of its own that is never
// shown. The new-game screen draws them ahead (scene.Rehearser), so that
// the pieces, marks and texts the first steps bring are ready when a
// player plays one like them.
func (s *PlayScene) Ahead() []*PlayScene {
	if s.Pos.Result().Over {
		return nil
	}
	var out []*PlayScene
	var verbs []string
	for _, step := range s.Legal {
		verb, _, _ := strings.Cut(step, " ")
		if slices.Contains(verbs, verb) {
			continue
		}
		verbs = append(verbs, verb)
		if next := s.after(step); next != nil {
			out = append(out, next)
		}
	}
	return out
}

// after is the game after step, played by hand on this device, drawn by
// the same board view: its layers are made once for all of them.
func (s *PlayScene) after(step string) *PlayScene {
	rec := s.Rec
	rec.Steps = append(slices.Clone(s.Rec.Steps), step)
	next, err := ResumePlayScene(s.a, s.Rules, rec, persons(s.Pos.Players()))
	if err != nil {
		return nil
	}
	next.Ready, next.Board = next.Holder(), s.Board
	return next
}
