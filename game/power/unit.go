package power

// UnitType is one of the three unit types of §2.
type UnitType uint8

// The unit types. The zero UnitType is no unit.
const (
	Infantry UnitType = 1 + iota
	Artillery
	Tank
)

// String is the type's name in the notation: "infantry", "artillery", "tank".
func (t UnitType) String() string {
	switch t {
	case Infantry:
		return "infantry"
	case Artillery:
		return "artillery"
	case Tank:
		return "tank"
	}
	return "none"
}

// Letter is the type's letter in position texts: I, A or T.
func (t UnitType) Letter() byte { return " IAT"[t&3] }

// MaxHP is the type's starting HP (not upgraded): I 1, A 1, T 3.
func (t UnitType) MaxHP() int { return int([4]int8{0, 1, 1, 3}[t&3]) }

// MovePoints is the number of hops a unit of the type may make: I 2, A 1, T 1.
func (t UnitType) MovePoints() int { return int([4]int8{0, 2, 1, 1}[t&3]) }

// Range is the type's attack range: I 1, A 2, T 1.
func (t UnitType) Range() int { return int([4]int8{0, 1, 2, 1}[t&3]) }

// Damage is the damage a unit of the type deals when not upgraded: 1.
func (t UnitType) Damage() int { return 1 }

// DropOff tells whether the type may jump 2 cells a hop from its own base
// (§4.3): only Infantry.
func (t UnitType) DropOff() bool { return t == Infantry }

// Unit is a unit on the board, as the play scene shows it.
type Unit struct {
	Owner    int
	Type     UnitType
	HP       int
	Upgraded bool
}

// MaxHP is the unit's HP when whole: double for an upgraded unit.
func (u Unit) MaxHP() int {
	if u.Upgraded {
		return 2 * u.Type.MaxHP()
	}
	return u.Type.MaxHP()
}

// Damage is the damage the unit deals: double for an upgraded unit.
func (u Unit) Damage() int {
	if u.Upgraded {
		return 2 * u.Type.Damage()
	}
	return u.Type.Damage()
}

// unit is the compact form of a unit on a cell: bits 0-1 type, bits 2-4
// owner, bit 5 upgraded, bits 6-8 HP. The zero unit is an empty cell.
type unit uint16

func makeUnit(owner int, t UnitType, hp int, upgraded bool) unit {
	u := unit(t) | unit(owner)<<2 | unit(hp)<<6
	if upgraded {
		u |= 1 << 5
	}
	return u
}

// freshUnit is a unit as it is spawned: at full HP, upgraded if asked.
func freshUnit(owner int, t UnitType, upgraded bool) unit {
	hp := t.MaxHP()
	if upgraded {
		hp *= 2
	}
	return makeUnit(owner, t, hp, upgraded)
}

func (u unit) typ() UnitType   { return UnitType(u & 3) }
func (u unit) owner() int      { return int(u>>2) & 7 }
func (u unit) upgraded() bool  { return u&(1<<5) != 0 }
func (u unit) hp() int         { return int(u >> 6) }
func (u unit) public() Unit    { return Unit{u.owner(), u.typ(), u.hp(), u.upgraded()} }
func (u unit) damage() int     { return u.public().Damage() }
func (u unit) dropOff() bool   { return u.typ().DropOff() }
func (u unit) movePoints() int { return u.typ().MovePoints() }
