package storage

import (
	"maps"
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

func TestReconciled(t *testing.T) {
	local := map[string]string{serialKey: "4", "pentarchy.a": "1", "pentarchy.gone": "x", "other.app": "y"}
	mirror := map[string]string{serialKey: "6", "pentarchy.a": "2", "pentarchy.new": "3"}
	set, drop, rewrite := reconciled(local, mirror)
	if rewrite || set["pentarchy.a"] != "2" || set["pentarchy.new"] != "3" || !slices.Equal(drop, []string{"pentarchy.gone"}) {
		t.Errorf("mirror newer: set %v, drop %v, rewrite %v; want the mirror's texts, pentarchy.gone dropped", set, drop, rewrite)
	}
	set, drop, rewrite = reconciled(mirror, local)
	if set != nil || drop != nil || !rewrite {
		t.Errorf("localStorage newer: set %v, drop %v, rewrite %v; want the mirror rewritten", set, drop, rewrite)
	}
	set, drop, rewrite = reconciled(mirror, maps.Clone(mirror))
	if set != nil || drop != nil || rewrite {
		t.Errorf("the same: set %v, drop %v, rewrite %v; want nothing done", set, drop, rewrite)
	}
	if _, _, rewrite = reconciled(local, map[string]string{}); !rewrite {
		t.Error("an empty mirror (a first start, or no IndexedDB before) is not rewritten from localStorage")
	}
}

func TestMemoryFlush(t *testing.T) {
	flushed := false
	Memory{}.Flush(func() { flushed = true })
	if !flushed {
		t.Error("Memory.Flush did not call done at once")
	}
}
