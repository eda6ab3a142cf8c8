//go:build js

package ui

import (
	"sync/atomic"
	"syscall/js"
)

// shown is the snapshot of the last drawn frame.
var shown atomic.Pointer[snapshot]

// publish makes s what window.pentarchy reports, creating the hook the
// first time. The hook only reads snapshots: nothing in it can change the
// game.
func publish(s *snapshot) {
	if shown.Swap(s) == nil {
		installHook()
	}
}

func installHook() {
	get := func(f func(s *snapshot, args []js.Value) any) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			return f(shown.Load(), args)
		})
	}
	hook := js.Global().Get("Object").New()
	hook.Set("version", Version)
	hook.Set("scene", get(func(s *snapshot, _ []js.Value) any { return s.scene }))
	hook.Set("buttons", get(func(s *snapshot, _ []js.Value) any {
		dx, dy := canvasOffset()
		list := make([]any, len(s.buttons))
		for i, b := range s.buttons {
			list[i] = map[string]any{"label": b.Label, "x": b.X + dx, "y": b.Y + dy, "w": b.W, "h": b.H}
		}
		return list
	}))
	hook.Set("cellCenter", get(func(s *snapshot, args []js.Value) any {
		if s.cell == nil || len(args) == 0 || args[0].Type() != js.TypeString {
			return nil
		}
		x, y, ok := s.cell(args[0].String())
		if !ok {
			return nil
		}
		dx, dy := canvasOffset()
		return map[string]any{"x": x + dx, "y": y + dy}
	}))
	hook.Set("record", get(func(s *snapshot, _ []js.Value) any { return orNull(s.record) }))
	hook.Set("status", get(func(s *snapshot, _ []js.Value) any { return s.status }))
	hook.Set("code", get(func(s *snapshot, _ []js.Value) any { return orNull(s.code) }))
	object := js.Global().Get("Object")
	object.Call("freeze", hook)
	object.Call("defineProperty", js.Global(), "pentarchy", map[string]any{"value": hook, "enumerable": true})
}

// canvasOffset is where Ebiten's canvas sits in the viewport, in CSS pixels.
func canvasOffset() (x, y float64) {
	c := js.Global().Get("document").Call("querySelector", "canvas")
	if !c.Truthy() {
		return 0, 0
	}
	r := c.Call("getBoundingClientRect")
	return r.Get("left").Float(), r.Get("top").Float()
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}
