package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// hintingTables are read only by a hinting rasteriser.
var hintingTables = []string{"fpgm", "prep", "cvt ", "hdmx", "LTSH", "VDMX"}

// table is one table of a font: its tag and bytes.
type table struct {
	tag  string
	data []byte
}

// Strip returns the TrueType font ttf without its hinting: no instructions
// in its glyphs, none of the hinting tables, and maxp saying so.
func Strip(ttf []byte) ([]byte, error) { return strip(ttf, nil) }

// StripTo is Strip that also empties the outline of every glyph that
// none of the runes of keep draws (nor a glyph they draw takes a part
// from): the font keeps its glyphs, their numbers, advances and cmap, and
// draws nothing for the others.
func StripTo(ttf []byte, keep func(r rune) bool) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var b sfnt.Buffer
	kept := map[int]bool{0: true} // .notdef
	for r := rune(0); r <= 0xffff; r++ {
		if keep(r) {
			if x, err := f.GlyphIndex(&b, r); err == nil && x != 0 {
				kept[int(x)] = true
			}
		}
	}
	return strip(ttf, kept)
}

// strip is Strip; with kept, glyphs not in it are emptied (StripTo).
func strip(ttf []byte, kept map[int]bool) ([]byte, error) {
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	tables = slices.DeleteFunc(tables, func(t table) bool { return slices.Contains(hintingTables, t.tag) })
	head, maxp, loca, glyf := find(tables, "head"), find(tables, "maxp"), find(tables, "loca"), find(tables, "glyf")
	if head == nil || maxp == nil || loca == nil || glyf == nil || len(head.data) < 54 || len(maxp.data) < 32 {
		return nil, errors.New("not a TrueType font with glyf, loca, head and maxp")
	}
	numGlyphs := int(binary.BigEndian.Uint16(maxp.data[4:]))
	offsets, err := readLoca(loca.data, numGlyphs, binary.BigEndian.Uint16(head.data[50:]) == 1)
	if err != nil {
		return nil, err
	}
	if kept != nil {
		if err := keepParts(glyf.data, offsets, kept); err != nil {
			return nil, err
		}
	}
	glyf.data, loca.data, err = stripGlyphs(glyf.data, offsets, kept)
	if err != nil {
		return nil, err
	}
	head.data = slices.Clone(head.data)
	binary.BigEndian.PutUint16(head.data[50:], 1) // long offsets in loca
	maxp.data = slices.Clone(maxp.data)
	for _, at := range []int{16, 18, 20, 26} { // twilight points, storage, function defs, instruction size
		binary.BigEndian.PutUint16(maxp.data[at:], 0)
	}
	binary.BigEndian.PutUint16(maxp.data[14:], 1) // maxZones: no twilight zone
	return writeFont(binary.BigEndian.Uint32(ttf), tables), nil
}

func find(tables []table, tag string) *table {
	for i := range tables {
		if tables[i].tag == tag {
			return &tables[i]
		}
	}
	return nil
}

// readTables reads the table directory of an sfnt font.
func readTables(ttf []byte) ([]table, error) {
	if len(ttf) < 12 {
		return nil, errors.New("too short for a font")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("table directory cut off")
	}
	tables := make([]table, n)
	for i := range tables {
		rec := ttf[12+16*i:]
		off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(size) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q outside the file", rec[:4])
		}
		tables[i] = table{string(rec[:4]), ttf[off : off+size]}
	}
	return tables, nil
}

// readLoca returns the numGlyphs+1 offsets of the glyphs in glyf.
func readLoca(loca []byte, numGlyphs int, long bool) ([]int, error) {
	size := 2
	if long {
		size = 4
	}
	if len(loca) < size*(numGlyphs+1) {
		return nil, errors.New("loca too short")
	}
	offsets := make([]int, numGlyphs+1)
	for i := range offsets {
		if long {
			offsets[i] = int(binary.BigEndian.Uint32(loca[4*i:]))
		} else {
			offsets[i] = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		}
	}
	return offsets, nil
}

// stripGlyphs rewrites glyf without instructions, and without the glyphs
// not in kept when it is not nil, and returns it with its new loca (long
// offsets).
func stripGlyphs(glyf []byte, offsets []int, kept map[int]bool) (newGlyf, newLoca []byte, err error) {
	newLoca = make([]byte, 4*len(offsets))
	for i := range len(offsets) - 1 {
		binary.BigEndian.PutUint32(newLoca[4*i:], uint32(len(newGlyf)))
		start, end := offsets[i], offsets[i+1]
		if start > end || end > len(glyf) {
			return nil, nil, fmt.Errorf("glyph %d outside glyf", i)
		}
		if kept != nil && !kept[i] {
			continue
		}
		g, err := stripGlyph(glyf[start:end])
		if err != nil {
			return nil, nil, fmt.Errorf("glyph %d: %v", i, err)
		}
		newGlyf = append(newGlyf, g...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*(len(offsets)-1):], uint32(len(newGlyf)))
	return newGlyf, newLoca, nil
}

// keepParts adds to kept the glyphs the composite glyphs of kept take
// their parts from, and theirs.
func keepParts(glyf []byte, offsets []int, kept map[int]bool) error {
	for grew := true; grew; {
		grew = false
		for i := range kept {
			if i+1 >= len(offsets) || offsets[i] > offsets[i+1] || offsets[i+1] > len(glyf) {
				return fmt.Errorf("glyph %d outside glyf", i)
			}
			g := glyf[offsets[i]:offsets[i+1]]
			if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
				continue
			}
			parts, err := components(g)
			if err != nil {
				return fmt.Errorf("glyph %d: %v", i, err)
			}
			for _, p := range parts {
				if !kept[p] {
					kept[p], grew = true, true
				}
			}
		}
	}
	return nil
}

// components are the glyphs a composite glyph is made of.
func components(g []byte) ([]int, error) {
	var parts []int
	at := 10
	for {
		if len(g) < at+4 {
			return nil, errors.New("component cut off")
		}
		flags := binary.BigEndian.Uint16(g[at:])
		parts = append(parts, int(binary.BigEndian.Uint16(g[at+2:])))
		if flags&moreComponents == 0 {
			return parts, nil
		}
		at += componentSize(flags)
	}
}

// componentSize is the size of a component of a composite glyph with the
// flags: flags, glyph index, its arguments and its scale.
func componentSize(flags uint16) int {
	size := 4 + 2 // flags, glyph index, two byte arguments
	if flags&argsAreWords != 0 {
		size += 2
	}
	switch {
	case flags&haveScale != 0:
		size += 2
	case flags&haveXYScale != 0:
		size += 4
	case flags&haveTwoByTwo != 0:
		size += 8
	}
	return size
}

// stripGlyph returns one glyph's description without its instructions.
func stripGlyph(g []byte) ([]byte, error) {
	if len(g) == 0 {
		return nil, nil
	}
	if len(g) < 10 {
		return nil, errors.New("header cut off")
	}
	contours := int(int16(binary.BigEndian.Uint16(g)))
	if contours >= 0 {
		at := 10 + 2*contours // the instruction length
		if len(g) < at+2 {
			return nil, errors.New("contours cut off")
		}
		skip := int(binary.BigEndian.Uint16(g[at:]))
		if len(g) < at+2+skip {
			return nil, errors.New("instructions cut off")
		}
		out := slices.Concat(g[:at], []byte{0, 0}, g[at+2+skip:])
		return out, nil
	}
	return stripComposite(g)
}

// Flags of a composite glyph's component.
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// stripComposite returns a composite glyph without its instructions.
func stripComposite(g []byte) ([]byte, error) {
	out := slices.Clone(g)
	at := 10
	for {
		if len(out) < at+4 {
			return nil, errors.New("component cut off")
		}
		flags := binary.BigEndian.Uint16(out[at:])
		size := componentSize(flags)
		if flags&moreComponents == 0 {
			binary.BigEndian.PutUint16(out[at:], flags&^haveInstructions)
			if len(out) < at+size {
				return nil, errors.New("component cut off")
			}
			return out[:at+size], nil
		}
		at += size
	}
}

// writeFont writes an sfnt font of the tables, in tag order, with their
// checksums and head's checksum adjustment (which it writes into head,
// a copy of its own).
func writeFont(version uint32, tables []table) []byte {
	slices.SortFunc(tables, func(a, b table) int {
		switch {
		case a.tag < b.tag:
			return -1
		case a.tag > b.tag:
			return 1
		}
		return 0
	})
	n := len(tables)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	out := binary.BigEndian.AppendUint32(nil, version)
	for _, v := range []int{n, searchRange, entrySelector, 16*n - searchRange} {
		out = binary.BigEndian.AppendUint16(out, uint16(v))
	}
	offset := 12 + 16*n
	var headAt int
	for _, t := range tables {
		if t.tag == "head" {
			binary.BigEndian.PutUint32(t.data[8:], 0) // the checksum adjustment, set last
			headAt = offset
		}
		out = append(out, t.tag...)
		out = binary.BigEndian.AppendUint32(out, checksum(t.data))
		out = binary.BigEndian.AppendUint32(out, uint32(offset))
		out = binary.BigEndian.AppendUint32(out, uint32(len(t.data)))
		offset += (len(t.data) + 3) &^ 3
	}
	for _, t := range tables {
		out = append(out, t.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the sfnt checksum of b: the sum of its big-endian words,
// the last one padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
