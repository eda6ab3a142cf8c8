package game

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSquareNamesRoundTrip(t *testing.T) {
	for f := 0; f < 60; f++ {
		for r := 0; r < 45; r++ {
			name := SquareName(f, r)
			gf, gr, ok := ParseSquare(name)
			if !ok || gf != f || gr != r {
				t.Fatalf("ParseSquare(%q) = %d,%d,%v; want %d,%d", name, gf, gr, ok, f, r)
			}
		}
	}
	for name, want := range map[string]string{"a1": "a1", "i9": "i9", "z1": "z1", "aa10": "aa10", "ap42": "ap42"} {
		f, r, _ := ParseSquare(name)
		if got := SquareName(f, r); got != want {
			t.Errorf("SquareName(ParseSquare(%q)) = %q", name, got)
		}
	}
}

func TestParseSquareRefusesMalformed(t *testing.T) {
	for _, s := range []string{"", "a", "1", "a0", "a01", "A1", "a+1", "a-1", "a1x", "é1", "a 1", "a1234567"} {
		if _, _, ok := ParseSquare(s); ok {
			t.Errorf("ParseSquare(%q) accepted", s)
		}
	}
}

var testSpecs = []OptionSpec{
	{Name: "players", Kind: Integer, Default: "2", Min: 2, Max: 6},
	{Name: "board", Kind: Choice, Default: "Hex 3 (19)", Choices: []string{"Hex 3 (19)", "Cairo 1 (dual 48)"}},
}

func TestResolveOptions(t *testing.T) {
	tests := []struct {
		in      Options
		want    Options
		wantErr string
	}{
		{nil, Options{"players": "2", "board": "Hex 3 (19)"}, ""},
		{Options{"players": "5"}, Options{"players": "5", "board": "Hex 3 (19)"}, ""},
		{Options{"board": "Cairo 1 (dual 48)"}, Options{"players": "2", "board": "Cairo 1 (dual 48)"}, ""},
		{Options{"players": "7"}, nil, "outside 2 to 6"},
		{Options{"players": "two"}, nil, "not a whole number"},
		{Options{"board": "Hex 9"}, nil, "is not one of"},
		{Options{"colour": "red"}, nil, `unknown option "colour"`},
	}
	for _, tt := range tests {
		got, err := ResolveOptions(testSpecs, tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ResolveOptions(%v) error = %v; want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("ResolveOptions(%v) = %v, %v; want %v", tt.in, got, err, tt.want)
			continue
		}
		for k, v := range tt.want {
			if got[k] != v {
				t.Errorf("ResolveOptions(%v)[%s] = %q; want %q", tt.in, k, got[k], v)
			}
		}
	}
}

func TestRecordJSONRoundTrip(t *testing.T) {
	in := `{"game":"parry","options":{"board":"Hex 3 (19)","players":3},"position":"x","steps":["place 1,1","end"]}`
	rec, err := ParseRecord([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Options["players"] != "3" || rec.Options.Int("players") != 3 {
		t.Errorf("players = %q", rec.Options["players"])
	}
	out, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != in {
		t.Errorf("round trip:\n got %s\nwant %s", out, in)
	}
}

func TestParseRecordRefusesBadInput(t *testing.T) {
	for _, in := range []string{
		``, `[]`, `{}`, `{"game":1}`, `{"game":"phalanx","options":{"players":2.5}}`,
		`{"game":"phalanx","options":{"players":true}}`, `{"game":"phalanx","steps":"end"}`,
		`{"game":"phalanx","options":[]}`,
	} {
		if _, err := ParseRecord([]byte(in)); err == nil {
			t.Errorf("ParseRecord(%s) accepted", in)
		}
	}
}

func TestPlayerSet(t *testing.T) {
	s := PlayerSet(0).With(1).With(3)
	if !s.Has(1) || s.Has(2) || !s.Has(3) || s.Has(0) || s.Has(9) {
		t.Errorf("PlayerSet %08b membership wrong", s)
	}
	if got := s.List(); len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("List() = %v", got)
	}
	if got := PlayerSet(0).List(); got == nil || len(got) != 0 {
		t.Errorf("empty List() = %#v; want []int{}", got)
	}
}

func TestResultJSON(t *testing.T) {
	tests := []struct {
		r    Result
		want string
	}{
		{Result{}, `null`},
		{Result{Over: true, Winners: PlayerSet(0).With(2), Reason: "goal"}, `{"winners":[2],"reason":"goal"}`},
		{Result{Over: true, Reason: "turnlimit"}, `{"winners":[],"reason":"turnlimit"}`},
		{Result{Over: true, Winners: PlayerSet(0).With(1), Reason: "score", Scores: []int{18, 18}}, `{"winners":[1],"reason":"score","scores":[18,18]}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.r)
		if err != nil || string(got) != tt.want {
			t.Errorf("json.Marshal(%+v) = %s, %v; want %s", tt.r, got, err, tt.want)
		}
	}
}

// specRules is a ruleset with testSpecs as options and nothing else.
type specRules struct{ Ruleset }

func (specRules) Options() []OptionSpec { return testSpecs }

// followingRules is a ruleset whose board follows its players.
type followingRules struct{ specRules }

func (followingRules) Resolve(opts Options) (Options, error) {
	full, err := ResolveOptions(testSpecs, opts)
	if _, given := opts["board"]; err == nil && !given && full["players"] == "3" {
		full["board"] = "Cairo 1 (dual 48)"
	}
	return full, err
}

func TestResolveAsksTheRuleset(t *testing.T) {
	plain, err := Resolve(specRules{}, Options{"players": "3"})
	if err != nil || plain["board"] != "Hex 3 (19)" {
		t.Errorf("plain ruleset: %v, %v; want the spec default board", plain, err)
	}
	following, err := Resolve(followingRules{}, Options{"players": "3"})
	if err != nil || following["board"] != "Cairo 1 (dual 48)" {
		t.Errorf("resolving ruleset: %v, %v; want the board that follows 3 players", following, err)
	}
	if _, err := Resolve(followingRules{}, Options{"players": "9"}); err == nil {
		t.Error("9 players accepted")
	}
}
