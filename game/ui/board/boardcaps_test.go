package board

import "testing"

// TestSelectionText checks that different selections are told apart:
// the numbers are kept apart, so (1, 23) is not (12, 3).
func TestSelectionText(t *testing.T) {
	seen := map[string][]int{}
	for _, nums := range [][]int{{}, {0}, {1, 23}, {12, 3}, {-1, 2}, {1, -2}, {0, 0}, {0, 0, 0}} {
		s := SelectionText(nums...)
		if other, ok := seen[s]; ok {
			t.Errorf("%v and %v are both %q", other, nums, s)
		}
		seen[s] = nums
	}
}
