package main

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
)

// stopSignals are the signals that stop a long run gracefully: Ctrl-C, and
// SIGTERM, which CI runners and timeout(1) send. The first stops the work,
// which then writes its summary and exits with its normal code; the next
// ends the process at once.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// signaled records that a stop signal arrived in this process. A command
// run inside another (a ci step) may take the signal first: the outer one
// then sees it here at once, and any command started afterwards begins
// stopped.
var signaled atomic.Bool

// interruptible returns a context canceled by the first stop signal, or
// already canceled if one arrived before; a second one ends the process at
// once (the default action of the signal, once no context listens).
func interruptible() (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	if signaled.Load() {
		cancel()
		return ctx, cancel
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, stopSignals...)
	done := make(chan struct{})
	go func() {
		select {
		case <-ch:
			signaled.Store(true)
			cancel()
		case <-done:
		}
		signal.Stop(ch)
	}()
	var once sync.Once
	return ctx, func() {
		once.Do(func() { close(done) })
		cancel()
	}
}

// stopRequested reports whether a stop signal arrived, whichever command
// took it.
func stopRequested(ctx context.Context) bool { return ctx.Err() != nil || signaled.Load() }
