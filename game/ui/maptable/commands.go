package maptable

import (
	"strconv"
	"strings"

	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// Answer does what a line typed in the screen-reader mode asks of the
// table and returns what to say: "board" reads the map; "board 5-5-4"
// sets the sides; "base 3,0", "source 1,-2", "upgrade 0,1" place a
// feature and "remove 1,-2" takes it away; "reserve Red tanks 8" sets a
// count; "random", "random 42" and "standard" put a whole map on the
// table. ok is false for a line that is none of these (a button's label,
// say).
func (s *Scene) Answer(line string) (reply string, ok bool) {
	words := strings.Fields(strings.ToLower(line))
	if len(words) == 0 {
		return "", false
	}
	cmd := func(key string) bool { return words[0] == kit.Tr("maptable.cmd."+key) }
	switch {
	case cmd("board") && len(words) == 1:
		return s.read(), true
	case cmd("board") && len(words) == 2:
		if err := s.l.Resize(words[1]); err != nil {
			return err.Error(), true
		}
	case (cmd("base") || cmd("source") || cmd("upgrade") || cmd("remove")) && len(words) == 2:
		c, found := s.l.Map().CellNamed(words[1])
		if !found {
			return kit.Tr("maptable.bad-cell", words[1]), true
		}
		s.tool = map[string]power.FeatureKind{"base": power.Home, "source": power.Source, "upgrade": power.Upgrade}[s.verb(words[0])]
		if s.tool == power.NoFeature || s.l.Feature(c).Kind != s.tool {
			s.place(c)
		}
		return s.info, true
	case cmd("reserve"):
		return s.setReserve(words[1:]), true
	case cmd("random") && len(words) <= 2:
		seed, err := strconv.ParseUint(strings.Join(words[1:], ""), 10, 64)
		if len(words) == 1 {
			seed, err = uint64(s.seed+1), nil
		}
		if err != nil || seed == 0 {
			return kit.Tr("maptable.bad-line"), true
		}
		s.random(seed)
		return s.info, true
	case cmd("standard") && len(words) == 1:
		s.standard()
	default:
		return "", false
	}
	s.refresh()
	return s.info, true
}

// verb is the command word's key: "base", "source", "upgrade" or "remove".
func (s *Scene) verb(word string) string {
	for _, key := range []string{"base", "source", "upgrade", "remove"} {
		if word == kit.Tr("maptable.cmd."+key) {
			return key
		}
	}
	return ""
}

// setReserve reads "<colour> <type> <count>" and sets that count.
func (s *Scene) setReserve(words []string) string {
	if len(words) != 3 {
		return kit.Tr("maptable.bad-reserve")
	}
	pl := 0
	for p := 1; p <= s.l.Players(); p++ {
		if strings.EqualFold(s.pv.PlayerName(p), words[0]) {
			pl = p
		}
	}
	types := map[string]power.UnitType{kit.Tr("maptable.cmd.upgrades"): 0}
	for t := power.Infantry; t <= power.Tank; t++ {
		types[kit.Tr("speech.kind."+t.String())] = t
	}
	t, known := types[strings.TrimSuffix(words[1], "s")]
	n, err := strconv.Atoi(words[2])
	if pl == 0 || !known || err != nil || s.l.SetReserve(pl, t, n) != nil {
		return kit.Tr("maptable.bad-reserve")
	}
	s.player = pl
	s.refresh()
	return s.whose.Label + ": " + s.countsText()
}

// countsText is the chosen player's reserve as the buttons show it.
func (s *Scene) countsText() string {
	var parts []string
	for _, b := range s.counts {
		parts = append(parts, b.Label)
	}
	return strings.Join(parts, ", ")
}

// read says the whole map: the board, each player's home base and
// reserve, the sources and the upgrade tiles.
func (s *Scene) read() string {
	m := s.l.Map()
	var parts []string
	for pl := 1; pl <= s.l.Players(); pl++ {
		r := s.l.Reserve(pl)
		parts = append(parts, kit.Tr("maptable.read-player", s.pv.PlayerName(pl), m.Name(s.l.Home(pl)), r[0], r[1], r[2], r[3]))
	}
	var sources, ups []string
	for c := range power.Cell(m.Len()) {
		switch s.l.Feature(c).Kind {
		case power.Source:
			sources = append(sources, m.Name(c))
		case power.Upgrade:
			ups = append(ups, m.Name(c))
		}
	}
	list := func(cells []string) string {
		if len(cells) == 0 {
			return kit.Tr("maptable.read-none")
		}
		return strings.Join(cells, ", ")
	}
	parts = append(parts, kit.Tr("maptable.read-sources", list(sources)), kit.Tr("maptable.read-upgrades", list(ups)), s.info)
	return kit.Tr("maptable.read", m.Board(), s.l.Players(), strings.Join(parts, " "))
}
