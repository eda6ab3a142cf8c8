package ui

import "fmt"

// plural writes n and a noun, with an s unless n is 1: "1 cell", "3 cells".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
