package kit

// Ease is a smooth start and stop over f from 0 to 1.
func Ease(f float64) float64 { return f * f * (3 - 2*f) }

// Lerp is the point a fraction f of the way from a to b.
func Lerp(a, b, f float64) float64 { return a + (b-a)*f }
