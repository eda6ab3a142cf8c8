package speech

// What the tests of package speech_test, which read the boards through
// game/ui/games (whose view packages import this one), need of its
// insides.

func (n *Narrator) StepWords(step string) string { return n.stepWords(step) }
func (n *Narrator) Cells() []Cell                { return n.cells }

var Parts = parts
