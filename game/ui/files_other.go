//go:build !js

package ui

// Outside the browser there are no files to offer or pick, and no page
// address: these do nothing.

func downloadText(name, text string) {}

func openTextFile(done func(text string, err error)) { done("", errNoFiles) }

func pageURL() string { return "http://localhost/" }

func takeFragment() string { return "" }
