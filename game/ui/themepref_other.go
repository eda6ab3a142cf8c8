//go:build !js

package ui

// systemTheme is the id of the theme the system asks for; outside a
// browser nothing asks, and the theme is dark.
func systemTheme() string { return "dark" }
