package power

// FeatureKind is what a cell holds under any unit (§2).
type FeatureKind uint8

// The map features.
const (
	NoFeature FeatureKind = iota
	Home                  // H: a home base; it can be captured
	Source                // S: a source; owned, it is also a base
	Upgrade               // U: an upgrade (wrench) tile, never owned, used up once
)

// Letter is the feature's letter in position texts: H, S or U.
func (k FeatureKind) Letter() byte { return ".HSU"[k&3] }

// Feature is the feature of a cell, as the play scene shows it.
type Feature struct {
	Kind  FeatureKind
	Owner int // for H and S: the owning player, or 0 for neutral
}

// IsBase tells whether the feature is an H or an S: a base of its owner.
func (f Feature) IsBase() bool { return f.Kind == Home || f.Kind == Source }

// feature is the compact form of a cell's feature: bits 0-1 kind, bits 2-4
// owner. The zero feature is a plain cell.
type feature uint8

func makeFeature(k FeatureKind, owner int) feature { return feature(k) | feature(owner)<<2 }

func (f feature) kind() FeatureKind { return FeatureKind(f & 3) }
func (f feature) owner() int        { return int(f>>2) & 7 }
func (f feature) isBase() bool      { return baseKinds>>f.kind()&1 != 0 }
func (f feature) public() Feature   { return Feature{f.kind(), f.owner()} }

// baseKinds is the set of the kinds of bases, bit k for kind k: H and S.
const baseKinds = 1<<Home | 1<<Source

// baseOf tells whether the feature is a base that player owns.
func (f feature) baseOf(player int) bool { return f.isBase() && f.owner() == player }
