package gametest

import "testing"

func TestCheckJSONIgnoresKeyOrderAndSpacing(t *testing.T) {
	got := map[string]any{"winners": []int{1}, "reason": "goal"}
	if err := checkJSON("result", got, `{"reason": "goal", "winners": [1]}`); err != nil {
		t.Error(err)
	}
	if err := checkJSON("result", got, `{"reason": "goal", "winners": [2]}`); err == nil {
		t.Error("different winners compared equal")
	}
	if err := checkJSON("result", got, `{"reason": `); err == nil {
		t.Error("a malformed expectation was accepted")
	}
}
