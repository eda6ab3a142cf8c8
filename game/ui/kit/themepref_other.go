//go:build !js

package kit

// SystemTheme is the id of the theme the system asks for; outside a
// browser nothing asks, and the theme is dark.
func SystemTheme() string { return "dark" }
