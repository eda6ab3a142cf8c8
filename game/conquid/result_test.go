package conquid_test

import (
	"encoding/json"
	"testing"

	"pentarchy/game"
)

// resultJSON is the result as the referee prints it.
func resultJSON(t testing.TB, pos game.Position) string {
	t.Helper()
	data, err := json.Marshal(pos.Result())
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
