package netui_test

import (
	"context"
	"testing"
	"time"

	"pentarchy/game/ui/netui"
)

// TestWithCancel: the context goes on until cancelled, then is done,
// with context.Canceled, however often it is cancelled.
func TestWithCancel(t *testing.T) {
	ctx, cancel := netui.WithCancel()
	if ctx.Err() != nil || isDone(ctx) {
		t.Fatalf("a new context is done: %v", ctx.Err())
	}
	cancel()
	cancel()
	if !isDone(ctx) || ctx.Err() != context.Canceled {
		t.Fatalf("a cancelled context: done %v, error %v", isDone(ctx), ctx.Err())
	}
}

// TestWithTimeout: the context ends with context.DeadlineExceeded after
// its time, or with context.Canceled when cancelled before.
func TestWithTimeout(t *testing.T) {
	ctx, cancel := netui.WithTimeout(10 * time.Millisecond)
	defer cancel()
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the context is not done 10 s after its 10 ms")
	}
	if ctx.Err() != context.DeadlineExceeded {
		t.Errorf("after its time the context's error is %v", ctx.Err())
	}
	ctx, cancel = netui.WithTimeout(time.Hour)
	cancel()
	if !isDone(ctx) || ctx.Err() != context.Canceled {
		t.Errorf("cancelled before its time: done %v, error %v", isDone(ctx), ctx.Err())
	}
}

func isDone(ctx context.Context) bool {
	select {
	case <-ctx.Done():
		return true
	default:
		return false
	}
}
