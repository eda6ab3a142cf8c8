package storage

import (
	"slices"
	"testing"
)

func TestMemory(t *testing.T) {
	m := Memory{}
	if _, ok := m.Get("a"); ok {
		t.Fatal("empty store has a")
	}
	if err := m.Set("a", "1"); err != nil {
		t.Fatal(err)
	}
	m.Set("b", "2")
	m.Set("a", "3")
	if v, ok := m.Get("a"); !ok || v != "3" {
		t.Fatalf("Get(a) = %q, %v; want 3, true", v, ok)
	}
	m.Delete("b")
	if keys := m.Keys(); !slices.Equal(keys, []string{"a"}) {
		t.Fatalf("Keys = %v, want [a]", keys)
	}
}
