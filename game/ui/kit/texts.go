package kit

import "pentarchy/game/ui/rules"

// Catalog holds the words this package takes from game/ui/rules: each
// game's rules and the table of short texts (hints, labels), in English.
var Catalog = mustCatalog()

func mustCatalog() *rules.Catalog {
	c, err := rules.English()
	if err != nil {
		panic("ui: the embedded texts do not load: " + err.Error())
	}
	return c
}

// Tr returns the short text under key, with {1}, {2} … filled in by args.
func Tr(key string, args ...any) string { return Catalog.Text(key, args...) }
