// Package ticker calls a function at a steady interval until stopped: the
// progress reports of the campaign commands.
package ticker

import "time"

// Start calls fn every interval from another goroutine, until the returned
// stop is called; stop waits for a call under way to return, so that no
// call follows it. A nil fn starts nothing, and its stop does nothing.
func Start(interval time.Duration, fn func()) (stop func()) {
	if fn == nil {
		return func() {}
	}
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fn()
			case <-done:
				return
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
