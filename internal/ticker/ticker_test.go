package ticker

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestStartCallsUntilStopped checks that fn is called while the ticker
// runs and never after stop returns.
func TestStartCallsUntilStopped(t *testing.T) {
	var n atomic.Int64
	stop := Start(time.Millisecond, func() { n.Add(1) })
	for n.Load() < 3 {
		time.Sleep(time.Millisecond)
	}
	stop()
	after := n.Load()
	time.Sleep(10 * time.Millisecond)
	if n.Load() != after {
		t.Fatalf("fn called %d times after stop", n.Load()-after)
	}
	Start(time.Millisecond, nil)() // a nil fn starts nothing
}
