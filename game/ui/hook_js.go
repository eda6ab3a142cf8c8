//go:build js

package ui

import (
	"sync/atomic"
	"syscall/js"

	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// shown is the snapshot of the last drawn frame.
var shown atomic.Pointer[scene.Snapshot]

// publish makes s what window.pentarchy reports, creating the hook the
// first time. The hook only reads snapshots: nothing in it can change the
// game.
func publish(s *scene.Snapshot) {
	if shown.Swap(s) == nil {
		installHook()
	}
}

func installHook() {
	get := func(f func(s *scene.Snapshot, args []js.Value) any) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			return f(shown.Load(), args)
		})
	}
	hook := js.Global().Get("Object").New()
	hook.Set("version", Version)
	hook.Set("scene", get(func(s *scene.Snapshot, _ []js.Value) any { return s.Scene }))
	hook.Set("buttons", get(func(s *scene.Snapshot, _ []js.Value) any {
		dx, dy := kit.CanvasOffset()
		list := make([]any, len(s.Buttons))
		for i, b := range s.Buttons {
			list[i] = map[string]any{"label": b.Label, "x": b.X + dx, "y": b.Y + dy, "w": b.W, "h": b.H}
		}
		return list
	}))
	hook.Set("cellCenter", get(func(s *scene.Snapshot, args []js.Value) any {
		if s.Cell == nil || len(args) == 0 || args[0].Type() != js.TypeString {
			return nil
		}
		x, y, ok := s.Cell(args[0].String())
		if !ok {
			return nil
		}
		dx, dy := kit.CanvasOffset()
		return map[string]any{"x": x + dx, "y": y + dy}
	}))
	hook.Set("record", get(func(s *scene.Snapshot, _ []js.Value) any { return orNull(recordOf(s)) }))
	hook.Set("status", get(func(s *scene.Snapshot, _ []js.Value) any { return s.Status }))
	hook.Set("code", get(func(s *scene.Snapshot, _ []js.Value) any { return orNull(s.Code) }))
	object := js.Global().Get("Object")
	object.Call("freeze", hook)
	object.Call("defineProperty", js.Global(), "pentarchy", map[string]any{"value": hook, "enumerable": true})
}

// recordOf is the snapshot's game record as JSON, "" for none.
func recordOf(s *scene.Snapshot) string {
	if s.Record == nil {
		return ""
	}
	return s.Record()
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}
