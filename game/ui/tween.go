package ui

// ease is a smooth start and stop over f from 0 to 1.
func ease(f float64) float64 { return f * f * (3 - 2*f) }

// lerp is the point a fraction f of the way from a to b.
func lerp(a, b, f float64) float64 { return a + (b-a)*f }
