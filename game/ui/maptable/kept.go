package maptable

import (
	"errors"
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/share"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// Maps kept on the device, and maps shared by link (rules §12.3: a map on
// its own is the first four fields of its start position).

const (
	// keptKey is where the device keeps its maps: their texts, one a line,
	// the last kept first.
	keptKey = "power-maps"
	// mostKept is how many maps the device keeps; keeping one more forgets
	// the oldest.
	mostKept = 24
	// LinkPrefix starts the fragment of a link that carries a map.
	LinkPrefix = "#map="
)

// kept is the maps kept on the device, the last kept first.
func kept(a scene.Host) []string {
	text, _ := a.Store().Get(keptKey)
	return slices.DeleteFunc(strings.Split(text, "\n"), func(m string) bool { return m == "" })
}

// keep keeps the map on the table on the device, first in the list.
func (s *Scene) keep() {
	text := s.l.String()
	maps := append([]string{text}, slices.DeleteFunc(kept(s.a), func(m string) bool { return m == text })...)
	if err := s.a.Store().Set(keptKey, strings.Join(maps[:min(len(maps), mostKept)], "\n")); err != nil {
		s.info = kit.Tr("maptable.not-kept", err)
		return
	}
	s.nextKept = 1 // the one after the map on the table
	s.refresh()
	s.info = kit.Tr("maptable.kept", len(kept(s.a)))
}

// openKept puts the next kept map on the table, round and round.
func (s *Scene) openKept() {
	maps := kept(s.a)
	if len(maps) == 0 {
		return
	}
	i := s.nextKept % len(maps)
	l, err := power.ParseLayout(maps[i])
	if err != nil {
		s.info = err.Error()
		return
	}
	s.l, s.seed, s.nextKept = l, 0, i+1
	s.refresh()
	s.info = kit.Tr("maptable.kept-shown", i+1, len(maps), s.info)
}

// Link is the link to the page that opens the map on its map table.
func Link(l *power.Layout) string {
	code, err := share.Encode(game.Record{Game: power.Rules{}.ID(), Position: l.String()})
	if err != nil {
		return ""
	}
	return kit.PageURL() + LinkPrefix + code
}

// copyLink puts the map's link on the clipboard, and shows it.
func (s *Scene) copyLink() {
	link := Link(s.l)
	kit.CopyText(link, func(ok bool) {
		if ok {
			s.info = kit.Tr("maptable.link-copied", link)
		} else {
			s.info = kit.Tr("maptable.link-shown", link)
		}
		s.a.Redraw()
	})
}

// ReadLink reads the map a link's fragment (after LinkPrefix) carries.
func ReadLink(code string) (string, error) {
	rec, err := share.Decode(code)
	if err != nil {
		return "", err
	}
	if rec.Game != (power.Rules{}).ID() {
		return "", errors.New(kit.Tr("open.unknown-game", rec.Game))
	}
	l, err := power.ParseLayout(rec.Position)
	if err != nil {
		return "", err
	}
	return l.String(), nil
}

// Rules is the ruleset whose maps the table makes.
func Rules() game.Ruleset { return power.Rules{} }
