package ui

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"pentarchy/game/ai"
	"pentarchy/game/patriarchs"
	"pentarchy/game/power"
	"pentarchy/game/registry"
	"pentarchy/game/ui/board/parryview"
	"pentarchy/game/ui/board/powerview"
	"pentarchy/game/ui/help"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
)

// TestRulesBack checks that Back returns to the very game left, with the
// same record and selection, and to the new-game screen from there.
func TestRulesBack(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Rules")
	if a.scene.Name() != "rules" {
		t.Fatalf("Rules on the new-game screen shows %q", a.scene.Name())
	}
	a.click(t, "Back")
	if a.scene.Name() != "newgame" {
		t.Fatalf("Back from the rules shows %q, want the new-game screen", a.scene.Name())
	}
	a.click(t, "Start")
	a.tapCell(t, "f3")
	a.tapCell(t, "h2")
	play := a.scene.(*play.PlayScene)
	before := a.snapshot().Record()
	a.click(t, "Rules")
	if s := a.snapshot(); s.Scene != "rules" || s.Status != "Rules of Phalanx" || s.Record != nil {
		t.Fatalf("Rules in a game shows %+v", s)
	}
	a.scene.(*help.RulesScene).Gesture(input.Gesture{Pan: input.Point{Y: -1e9}, Zoom: 1}) // to the end
	a.click(t, "Back")
	if a.scene != play || a.snapshot().Record() != before || !selecting(play) {
		t.Fatalf("Back shows %q with record %s, a stone selected %v; want the same game, %s, h2 selected",
			a.scene.Name(), a.snapshot().Record(), selecting(play), before)
	}
}

// TestTextKeys checks that every key the package asks tr for is in the
// table of texts, and every key of the table is asked for: by Tr("key"),
// by Count("noun", n) (count.noun-one and count.noun-many), as a string
// literal handed to tr later ("theme.dark"), or under a prefix the code
// completes at run time ("game." + id), which TestTextsOfEveryName checks
// name by name.
func TestTextKeys(t *testing.T) {
	call := regexp.MustCompile(`\bTr\("([^"]+)"\s*([+)])`)
	counted := regexp.MustCompile(`\bCount\("([a-z-]+)"`)
	literal := regexp.MustCompile(`"([a-z0-9]+(?:[.-][a-z0-9]+)+)"`)
	built := regexp.MustCompile(`"([a-z0-9.-]+\.)"\s*\+`)
	used := map[string]bool{}
	var prefixes []string
	for _, name := range uiSources(t) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			if m[2] == "+" {
				prefixes = append(prefixes, m[1])
				continue
			}
			used[m[1]] = true
			if !kit.Catalog.Has(m[1]) {
				t.Errorf("%s asks for the text %q, which the table lacks", name, m[1])
			}
		}
		for _, m := range counted.FindAllStringSubmatch(string(src), -1) {
			for _, k := range []string{"count." + m[1] + "-one", "count." + m[1] + "-many"} {
				used[k] = true
				if !kit.Catalog.Has(k) {
					t.Errorf("%s counts %q, but the table lacks %q", name, m[1], k)
				}
			}
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = used[m[1]] || kit.Catalog.Has(m[1])
		}
		for _, m := range built.FindAllStringSubmatch(string(src), -1) {
			prefixes = append(prefixes, m[1])
		}
	}
	keys := kit.Catalog.Keys()
	slices.Sort(keys)
	for _, k := range keys {
		if !used[k] && !slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(k, p) }) {
			t.Errorf("the text %q is never used", k)
		}
	}
}

// TestTextsOfEveryName checks the keys the code builds at run time: a
// name for every game, level, side and kind of unit there is.
func TestTextsOfEveryName(t *testing.T) {
	var keys []string
	for _, r := range registry.All() {
		keys = append(keys, "game."+r.ID())
		for _, spec := range r.Options() {
			keys = append(keys, kit.OptionKey(r, spec))
			for _, c := range spec.Choices {
				if !strings.ContainsAny(c, " 0123456789") { // a word, not a board's name
					keys = append(keys, kit.OptionKey(r, spec)+"."+c)
				}
			}
		}
	}
	for _, l := range ai.References() {
		keys = append(keys, "level."+l.Name)
	}
	for _, side := range parryview.ParrySides[1:] {
		keys = append(keys, "side."+side)
	}
	keys = append(keys, powerview.PowerNames[:]...)
	for k := patriarchs.Patriarch; k <= patriarchs.Support; k++ {
		keys = append(keys, "patriarchs.unit."+k.String())
	}
	for _, u := range []power.UnitType{power.Infantry, power.Artillery, power.Tank} {
		keys = append(keys, "power.type."+u.String(), "power.unit."+u.String())
	}
	for _, th := range kit.Themes {
		keys = append(keys, th.Label)
	}
	for _, k := range keys {
		if !kit.Catalog.Has(k) {
			t.Errorf("the table has no text %q", k)
		}
	}
}
