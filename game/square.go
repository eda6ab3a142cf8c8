package game

import "strconv"

// SquareName names the square at file f and rank r, both from 0, in the
// chess-like notation of the square boards: files a…z, then aa, ab, …; ranks
// from 1. SquareName(0, 0) is "a1"; SquareName(26, 9) is "aa10".
func SquareName(f, r int) string {
	return fileName(f) + strconv.Itoa(r+1)
}

func fileName(f int) string {
	if f < 26 {
		return string(rune('a' + f))
	}
	return fileName(f/26-1) + string(rune('a'+f%26))
}

// ParseSquare reads a square name into file and rank, both from 0. It accepts
// lower-case files and ranks without leading zeros; ok is false otherwise.
func ParseSquare(s string) (f, r int, ok bool) {
	i := 0
	f = -1
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		f = (f+1)*26 + int(s[i]-'a')
		i++
		if f > 1<<20 {
			return 0, 0, false
		}
	}
	digits := s[i:]
	if f < 0 || digits == "" || digits[0] == '0' || len(digits) > 6 {
		return 0, 0, false
	}
	rank := 0
	for _, c := range []byte(digits) {
		if c < '0' || c > '9' {
			return 0, 0, false
		}
		rank = rank*10 + int(c-'0')
	}
	return f, rank - 1, true
}
