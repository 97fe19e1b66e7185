package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// stopSignals are the signals that stop a long run gracefully: Ctrl-C, and
// SIGTERM, which CI runners and timeout(1) send. The first stops the work,
// which then writes its summary and exits with its normal code; the next
// ends the process at once.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// interruptible returns a context canceled by the first stop signal; a
// second one ends the process at once (the default action of the signal).
func interruptible() (context.Context, func()) {
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}
