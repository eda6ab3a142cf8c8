package patriarchs

// Kind is a type of unit.
type Kind uint8

// The kinds of unit. NoKind is the kind of an empty square.
const (
	NoKind    Kind = iota
	Patriarch      // the royal unit: one step, never out of its zone
	Cardinal       // one step, or any distance along a rank or file
	Secondary      // one step, or any distance along a diagonal
	Support        // one step
)

// ReserveKinds lists the kinds a reserve can hold, in the order the
// position text writes them: Cardinal, Secondary, Support.
func ReserveKinds() [3]Kind { return [3]Kind{Cardinal, Secondary, Support} }

// String is the kind's name as step texts write it ("cardinal").
func (k Kind) String() string {
	switch k {
	case Patriarch:
		return "patriarch"
	case Cardinal:
		return "cardinal"
	case Secondary:
		return "secondary"
	case Support:
		return "support"
	}
	return "none"
}

// Letter is the kind's letter in the position text, upper case (P C S U).
func (k Kind) Letter() byte {
	if k > Support {
		return '?'
	}
	return " PCSU"[k]
}

// kindNamed returns the kind a step text names, or NoKind.
func kindNamed(name string) Kind {
	for k := Patriarch; k <= Support; k++ {
		if k.String() == name {
			return k
		}
	}
	return NoKind
}

// Unit is what stands on a square: a kind and the player who owns it.
// The zero Unit is an empty square.
type Unit struct {
	Kind   Kind
	Player int // Blue or Red; 0 for an empty square
}

// Letter is the unit's letter in the position text: upper case for Blue,
// lower case for Red, '.' for an empty square.
func (u Unit) Letter() byte {
	switch u.Player {
	case Blue:
		return u.Kind.Letter()
	case Red:
		return u.Kind.Letter() + 'a' - 'A'
	}
	return '.'
}

// A cell of the mailbox holds 0 (empty), wall, or a unit coded as its
// colour bit plus its kind. The wall carries both colour bits, so that
// "cell & colourBit(c) != 0" means "blocked for colour c": an own unit or
// the edge of the board. Colour c is 0 for Blue and 1 for Red.
const (
	blueBit  = 0x10
	redBit   = 0x20
	wall     = blueBit | redBit
	kindMask = 0x07
)

func colourBit(c int) uint8 { return blueBit << c }

// code returns the cell value of a unit of kind k and colour c.
func code(c int, k Kind) uint8 { return colourBit(c) | uint8(k) }

// unitOf decodes a cell value.
func unitOf(v uint8) Unit {
	switch v & wall {
	case blueBit:
		return Unit{Kind(v & kindMask), Blue}
	case redBit:
		return Unit{Kind(v & kindMask), Red}
	}
	return Unit{}
}

// colourName is the name of colour c in messages.
func colourName(c int) string {
	if c == 1 {
		return "Red"
	}
	return "Blue"
}
