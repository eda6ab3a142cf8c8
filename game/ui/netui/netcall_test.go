package netui

import "testing"

// TestSentence checks that an error becomes a sentence, and that one in
// the words of Go's runtime or syscall/js never reaches a player.
func TestSentence(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"the code is cut off", "The code is cut off."},
		{"Done!", "Done!"},
		{"syscall/js: call of Value.Invoke on undefined", "The browser stopped the connection with an error of its own. You can still play by move codes."},
		{"JavaScript error: Value.Get: property of undefined", "The browser stopped the connection with an error of its own. You can still play by move codes."},
		{"runtime error: index out of range [3] with length 2", "The browser stopped the connection with an error of its own. You can still play by move codes."},
	} {
		if got := Sentence(tc.in); got != tc.want {
			t.Errorf("Sentence(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
