package parry

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// cairoTable is Appendix A of the rules: for each site of Cairo 1 (dual 48),
// its index, its drawing position (x, y) (y up, unit = edge length) and its
// neighbours.
const cairoTable = `
 0 (-1.866,0.000) 1 2 4
 1 (-0.866,0.000) 0 3 4
 2 (-2.732,0.500) 0 6 7
 3 (+0.000,0.500) 1 8 9
 4 (-1.366,0.866) 0 1 7 8 11
 5 (+1.366,0.866) 9 10 12
 6 (-3.232,1.366) 2 7 13
 7 (-2.232,1.366) 2 4 6 11 13
 8 (-0.500,1.366) 3 4 9 11 14
 9 (+0.500,1.366) 3 5 8 12 14
10 (+2.232,1.366) 5 12 15
11 (-1.366,1.866) 4 7 8 17 18
12 (+1.366,1.866) 5 9 10 19 20
13 (-2.732,2.232) 6 7 16 17 21
14 (+0.000,2.232) 8 9 18 19 22
15 (+2.732,2.232) 10 20 23
16 (-3.598,2.732) 13 21 24
17 (-1.866,2.732) 11 13 18 21 25
18 (-0.866,2.732) 11 14 17 22 25
19 (+0.866,2.732) 12 14 20 22 26
20 (+1.866,2.732) 12 15 19 23 26
21 (-2.732,3.232) 13 16 17 27 28
22 (+0.000,3.232) 14 18 19 29 30
23 (+2.732,3.232) 15 20 31
24 (-4.098,3.598) 16 27 32
25 (-1.366,3.598) 17 18 28 29 33
26 (+1.366,3.598) 19 20 30 31 34
27 (-3.232,4.098) 21 24 28 32 35
28 (-2.232,4.098) 21 25 27 33 35
29 (-0.500,4.098) 22 25 30 33 36
30 (+0.500,4.098) 22 26 29 34 36
31 (+2.232,4.098) 23 26 34
32 (-4.098,4.598) 24 27 37
33 (-1.366,4.598) 25 28 29 38 39
34 (+1.366,4.598) 26 30 31 40 41
35 (-2.732,4.964) 27 28 37 38 42
36 (+0.000,4.964) 29 30 39 40 43
37 (-3.598,5.464) 32 35 42
38 (-1.866,5.464) 33 35 39 42 44
39 (-0.866,5.464) 33 36 38 43 44
40 (+0.866,5.464) 34 36 41 43 45
41 (+1.866,5.464) 34 40 45
42 (-2.732,5.964) 35 37 38
43 (+0.000,5.964) 36 39 40 46 47
44 (-1.366,6.330) 38 39 46
45 (+1.366,6.330) 40 41 47
46 (-0.500,6.830) 43 44 47
47 (+0.500,6.830) 43 45 46
`

// buildCairo builds Cairo 1 (dual 48) from cairoTable (spec §2.4). Its
// position text is one row of the 48 sites in index order.
func buildCairo(name string) (*Board, error) {
	b := newBoard(name, Cairo)
	var links [][]string
	for _, line := range strings.Split(strings.TrimSpace(cairoTable), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || f[0] != strconv.Itoa(b.n) {
			return nil, fmt.Errorf("cairo table: bad line %q", line)
		}
		x, y, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(f[1], "("), ")"), ",")
		px, errx := strconv.ParseFloat(x, 64)
		py, erry := strconv.ParseFloat(y, 64)
		if errx != nil || erry != nil {
			return nil, fmt.Errorf("cairo table: bad position in %q", line)
		}
		b.addSite(f[0], Point{px, py}, nil)
		links = append(links, f[2:])
	}
	for s, list := range links {
		for _, name := range list {
			t, ok := b.index[name]
			if !ok || t == s || int(b.deg[s]) == maxDegree {
				return nil, fmt.Errorf("cairo table: site %d: bad neighbour %q", s, name)
			}
			b.link(s, t)
		}
	}
	b.rows = [][]int{make([]int, b.n)}
	for s := range b.n {
		b.rows[0][s] = s
	}
	if err := b.makePentagons(); err != nil {
		return nil, err
	}
	return b.finish(), nil
}

// makePentagons gives every site its cell of the Cairo tiling, the dual of
// the snub square tiling whose vertices the sites are. Every edge of the
// tiling points in one of 12 directions (multiples of 30°), and the five
// edges at a vertex form one of a few stars, each gap of 60° holding a
// triangle and each gap of 90° a square. A border site lacks some edges; its
// star is the only star of the inner sites that contains the edges it has.
// The pentagon's corners are the centres of the five faces around the site.
func (b *Board) makePentagons() error {
	dirs := make([]uint16, b.n) // bit k: an edge in direction k·30°
	var stars []uint16
	for s := range b.n {
		for _, t := range b.nbr[s][:b.deg[s]] {
			d := math.Atan2(b.centers[t].Y-b.centers[s].Y, b.centers[t].X-b.centers[s].X)
			dirs[s] |= 1 << ((int(math.Round(d/(math.Pi/6))) + 12) % 12)
		}
		if bits.OnesCount16(dirs[s]) == 5 && !containsStar(stars, dirs[s]) {
			stars = append(stars, dirs[s])
		}
	}
	for s := range b.n {
		star, ok := completeStar(stars, dirs[s])
		if !ok {
			return fmt.Errorf("cairo table: site %d fits no star of the tiling", s)
		}
		b.cells[s] = pentagon(b.centers[s], star)
	}
	return nil
}

func containsStar(stars []uint16, star uint16) bool {
	for _, s := range stars {
		if s == star {
			return true
		}
	}
	return false
}

// completeStar returns the one star that contains the directions have.
func completeStar(stars []uint16, have uint16) (uint16, bool) {
	found, n := uint16(0), 0
	for _, star := range stars {
		if star&have == have {
			found, n = star, n+1
		}
	}
	return found, n == 1
}

// pentagon returns the centres of the faces between consecutive edges of
// the star at c: a triangle (gap 60°) or a square (gap 90°).
func pentagon(c Point, star uint16) []Point {
	var corners []Point
	for k := range 12 {
		if star&(1<<k) == 0 {
			continue
		}
		gap := 1
		for star&(1<<((k+gap)%12)) == 0 {
			gap++
		}
		a1, a2 := float64(k)*math.Pi/6, float64(k+gap)*math.Pi/6
		share := 1.0 / 3 // triangle: the centroid
		if gap == 3 {
			share = 0.5 // square: the middle of the diagonal
		}
		corners = append(corners, Point{
			c.X + share*(math.Cos(a1)+math.Cos(a2)),
			c.Y + share*(math.Sin(a1)+math.Sin(a2)),
		})
	}
	return corners
}
