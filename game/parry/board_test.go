package parry

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestEveryBoardHasTheSitesOfItsName builds the 26 boards of spec §8 and
// counts their sites against the number in the name's bracket.
func TestEveryBoardHasTheSitesOfItsName(t *testing.T) {
	names := BoardNames()
	if len(names) != 26 {
		t.Fatalf("%d boards, want 26", len(names))
	}
	for _, name := range names {
		b, err := NewBoard(name)
		if err != nil {
			t.Fatal(err)
		}
		count := strings.Trim(name[strings.LastIndex(name, " ")+1:], "()")
		if want, _ := strconv.Atoi(count); b.Len() != want {
			t.Errorf("%s has %d sites", name, b.Len())
		}
		if b.Name() != name {
			t.Errorf("NewBoard(%q).Name() = %q", name, b.Name())
		}
	}
}

// TestHexBoardsFollowTheTable checks the hexagonal boards against the
// parameter table of spec §2.3: sites, Q, R, A, B and the six sides
// (bottom, lower right, upper right, top, upper left, lower left).
func TestHexBoardsFollowTheTable(t *testing.T) {
	for _, tt := range []struct {
		name       string
		sites      int
		q, r, a, b int
		sides      [6]int
	}{
		{"Equiversi 2-4 (18)", 18, 4, 4, 1, 3, [6]int{4, 2, 4, 2, 4, 2}},
		{"Hex 3 (19)", 19, 4, 4, 2, 2, [6]int{3, 3, 3, 3, 3, 3}},
		{"Hex 3-4 (27)", 27, 5, 5, 2, 3, [6]int{4, 3, 4, 3, 4, 3}},
		{"Equiversi 3-5 (36)", 36, 6, 6, 2, 4, [6]int{5, 3, 5, 3, 5, 3}},
		{"Hex 4 (37)", 37, 6, 6, 3, 3, [6]int{4, 4, 4, 4, 4, 4}},
		{"Hex 4-5 (48)", 48, 7, 7, 3, 4, [6]int{5, 4, 5, 4, 5, 4}},
		{"Equiversi 4-6 (60)", 60, 8, 8, 3, 5, [6]int{6, 4, 6, 4, 6, 4}},
		{"Hex 5 (61)", 61, 8, 8, 4, 4, [6]int{5, 5, 5, 5, 5, 5}},
		{"Hex 5-6 (75)", 75, 9, 9, 4, 5, [6]int{6, 5, 6, 5, 6, 5}},
		{"Equiversi 5-7 (90)", 90, 10, 10, 4, 6, [6]int{7, 5, 7, 5, 7, 5}},
		{"Hex 6 (91)", 91, 10, 10, 5, 5, [6]int{6, 6, 6, 6, 6, 6}},
		{"Hex 6-7 (108)", 108, 11, 11, 5, 6, [6]int{7, 6, 7, 6, 7, 6}},
		{"Equiversi 6-8 (126)", 126, 12, 12, 5, 7, [6]int{8, 6, 8, 6, 8, 6}},
		{"Hex 7 (127)", 127, 12, 12, 6, 6, [6]int{7, 7, 7, 7, 7, 7}},
		{"Hex 7-8 (147)", 147, 13, 13, 6, 7, [6]int{8, 7, 8, 7, 8, 7}},
	} {
		b, err := NewBoard(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		var sides [6]int
		maxQ, maxR := 0, 0
		for s := range b.Len() {
			q, r := hexCoords(t, b.SiteName(s))
			maxQ, maxR = max(maxQ, q), max(maxR, r)
			for i, on := range []bool{r == 0, q-r == tt.b, q == tt.q, r == tt.r, q-r == -tt.a, q == 0} {
				if on {
					sides[i]++
				}
			}
			if q-r < -tt.a || q-r > tt.b {
				t.Errorf("%s: site %s is outside −A ≤ q−r ≤ B", tt.name, b.SiteName(s))
			}
		}
		if b.Len() != tt.sites || maxQ != tt.q || maxR != tt.r || sides != tt.sides {
			t.Errorf("%s: %d sites, Q=%d, R=%d, sides %v; want %d, %d, %d, %v", tt.name, b.Len(), maxQ, maxR, sides, tt.sites, tt.q, tt.r, tt.sides)
		}
	}
}

func hexCoords(t *testing.T, name string) (q, r int) {
	t.Helper()
	if _, err := fmt.Sscanf(name, "%d,%d", &q, &r); err != nil {
		t.Fatalf("site name %q: %v", name, err)
	}
	return q, r
}

// TestNeighbourCounts checks the neighbour counts the spec gives: square
// ortho corners 2, edges 3, inner points 4 (§2.1); the omni and hex examples
// (§2.2, §2.3); Cairo inner sites 5 and border sites 3 (§2.4).
func TestNeighbourCounts(t *testing.T) {
	for _, tt := range []struct {
		board string
		sites map[string]string // site → its neighbours, sorted by name
	}{
		{"Square 5 ortho (25)", map[string]string{"a1": "a2 b1", "c1": "b1 c2 d1", "c3": "b3 c2 c4 d3", "e5": "d5 e4"}},
		{"Square 10 ortho (100)", map[string]string{"j10": "i10 j9", "a5": "a4 a6 b5", "e5": "d5 e4 e6 f5"}},
		{"Square 4 omni (25)", map[string]string{
			"d4": "c3 c4 c5 d3 d5 e3 e4 e5", "d7": "c6 d6 e6", "c6": "b5 c5 d5 d6 d7",
			"a4": "b3 b4 b5", "d1": "c2 d2 e2"}},
		{"Equiversi 3-5 (36)", map[string]string{
			"3,3": "2,2 2,3 3,2 3,4 4,3 4,4", "0,0": "0,1 1,0 1,1", "6,6": "5,5 5,6 6,5", "4,0": "3,0 4,1 5,1"}},
		{"Cairo 1 (dual 48)", map[string]string{"0": "1 2 4", "4": "0 1 11 7 8", "47": "43 45 46"}},
	} {
		b, err := NewBoard(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		for site, want := range tt.sites {
			s, ok := b.Site(site)
			if !ok {
				t.Fatalf("%s: no site %s", tt.board, site)
			}
			if got := neighbourNames(b, s); got != want {
				t.Errorf("%s: neighbours of %s are %q, want %q", tt.board, site, got, want)
			}
		}
	}
	for _, name := range BoardNames() {
		b, _ := NewBoard(name)
		counts := map[int]int{}
		for s := range b.Len() {
			counts[len(b.Neighbours(s))]++
		}
		if want := expectedDegrees(b); fmt.Sprint(counts) != fmt.Sprint(want) {
			t.Errorf("%s: neighbour counts %v, want %v", name, counts, want)
		}
	}
}

// expectedDegrees counts sites by number of neighbours from the families'
// formulas: ortho N×N grids, Cairo 28 inner and 20 border sites, and on the
// other boards whatever the neighbour rule yields on the board's sites.
func expectedDegrees(b *Board) map[int]int {
	switch b.Family() {
	case SquareOrtho:
		n := int(math.Sqrt(float64(b.Len())))
		return map[int]int{2: 4, 3: 4 * (n - 2), 4: (n - 2) * (n - 2)}
	case Cairo:
		return map[int]int{3: 20, 5: 28}
	}
	counts := map[int]int{}
	for s := range b.Len() {
		deg := 0
		for t := range b.Len() {
			if s != t && naturallyAdjacent(b, s, t) {
				deg++
			}
		}
		counts[deg]++
	}
	return counts
}

// naturallyAdjacent is adjacency by geometry: king steps on omni boards
// (distance at most √2), the six closest points on a triangular lattice.
func naturallyAdjacent(b *Board, s, t int) bool {
	d := math.Hypot(b.Center(s).X-b.Center(t).X, b.Center(s).Y-b.Center(t).Y)
	if b.Family() == SquareOmni {
		return d < 1.5
	}
	return d < 1.01
}

func neighbourNames(b *Board, s int) string {
	var names []string
	for _, t := range b.Neighbours(s) {
		names = append(names, b.SiteName(t))
	}
	slices.Sort(names)
	return strings.Join(names, " ")
}

// TestAdjacencyIsSymmetric checks spec §1 on every board: adjacency is
// symmetric and no site is its own neighbour.
func TestAdjacencyIsSymmetric(t *testing.T) {
	for _, name := range BoardNames() {
		b, _ := NewBoard(name)
		for s := range b.Len() {
			for _, u := range b.Neighbours(s) {
				if u == s || !b.Adjacent(u, s) {
					t.Errorf("%s: %s–%s", name, b.SiteName(s), b.SiteName(u))
				}
			}
		}
	}
}

// TestSiteNamesRoundTrip checks that every site's name reads back as the site.
func TestSiteNamesRoundTrip(t *testing.T) {
	for _, name := range BoardNames() {
		b, _ := NewBoard(name)
		seen := map[string]bool{}
		for s := range b.Len() {
			n := b.SiteName(s)
			if got, ok := b.Site(n); !ok || got != s || seen[n] {
				t.Errorf("%s: site %d named %q reads back as %d, %v", name, s, n, got, ok)
			}
			seen[n] = true
		}
	}
}

// TestCellsTileTheBoard checks the drawing geometry: the cells of two sites
// share a side exactly when the sites are neighbours (on omni boards,
// diagonal neighbours share a corner), and all cells of a board have the
// same area.
func TestCellsTileTheBoard(t *testing.T) {
	for _, name := range BoardNames() {
		b, _ := NewBoard(name)
		area := polygonArea(b.Cell(0))
		for s := range b.Len() {
			if a := polygonArea(b.Cell(s)); math.Abs(a-area) > 0.01 || a <= 0 {
				t.Errorf("%s: cell of %s has area %.3f, cell of %s %.3f", name, b.SiteName(s), a, b.SiteName(0), area)
			}
			for u := range b.Len() {
				shared := sharedCorners(b.Cell(s), b.Cell(u))
				touch := shared >= 2 || (b.Family() == SquareOmni && shared == 1)
				if u != s && touch != b.Adjacent(s, u) {
					t.Errorf("%s: cells of %s and %s share %d corners; neighbours: %v", name, b.SiteName(s), b.SiteName(u), shared, b.Adjacent(s, u))
				}
			}
		}
	}
}

func polygonArea(poly []Point) float64 {
	a := 0.0
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		a += p.X*q.Y - q.X*p.Y
	}
	return a / 2
}

func sharedCorners(a, b []Point) int {
	n := 0
	for _, p := range a {
		for _, q := range b {
			if math.Hypot(p.X-q.X, p.Y-q.Y) < 0.01 {
				n++
			}
		}
	}
	return n
}

// TestCairoCellsArePentagons checks that every Cairo site, border sites
// included, gets a whole pentagon of the Cairo tiling.
func TestCairoCellsArePentagons(t *testing.T) {
	b, _ := NewBoard("Cairo 1 (dual 48)")
	for s := range b.Len() {
		if n := len(b.Cell(s)); n != 5 {
			t.Errorf("cell of %d has %d corners", s, n)
		}
	}
	lo, hi := b.Bounds()
	if lo.X > -4.098 || lo.Y > 0 || hi.X < 2.732 || hi.Y < 6.830 {
		t.Errorf("bounds %v %v do not hold every site", lo, hi)
	}
}
