//go:build js

package kit

import "syscall/js"

// SystemTheme is the id of the theme the system asks for: "contrast" for
// prefers-contrast: more or forced colours, "light" for
// prefers-color-scheme: light, and "dark" otherwise.
func SystemTheme() string {
	match := js.Global().Get("matchMedia")
	if match.Type() != js.TypeFunction {
		return "dark"
	}
	asks := func(query string) bool {
		return js.Global().Call("matchMedia", query).Get("matches").Truthy()
	}
	switch {
	case asks("(prefers-contrast: more)"), asks("(forced-colors: active)"):
		return "contrast"
	case asks("(prefers-color-scheme: light)"):
		return "light"
	}
	return "dark"
}
