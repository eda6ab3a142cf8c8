package game

import "cmp"

// SortSmall sorts a short slice in place by insertion. The rules sort
// lists of a few cells with it: as fast there as slices.Sort, whose
// sorting code for each element type costs the page about 13 KB.
func SortSmall[S ~[]E, E cmp.Ordered](s S) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
