package bench

import (
	"runtime"
	"testing"
)

// Meter reports the random-game metrics of a go test benchmark: games/s,
// decisions/s, ns/decision, allocs/decision and decisions/game, beside the
// usual ns/op (one op is one game).
type Meter struct {
	b         *testing.B
	before    runtime.MemStats
	games     int
	decisions int
}

// StartMeter resets b's timer and starts counting.
func StartMeter(b *testing.B) *Meter {
	m := &Meter{b: b}
	b.ReportAllocs()
	runtime.ReadMemStats(&m.before)
	b.ResetTimer()
	return m
}

// Game counts one complete game of the given number of decisions.
func (m *Meter) Game(decisions int) {
	m.games++
	m.decisions += decisions
}

// Stop stops b's timer and reports the metrics.
func (m *Meter) Stop() {
	m.b.StopTimer()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	sec := m.b.Elapsed().Seconds()
	if m.decisions == 0 || sec == 0 {
		return
	}
	d := float64(m.decisions)
	m.b.ReportMetric(float64(m.games)/sec, "games/s")
	m.b.ReportMetric(d/sec, "decisions/s")
	m.b.ReportMetric(float64(m.b.Elapsed().Nanoseconds())/d, "ns/decision")
	m.b.ReportMetric(float64(after.Mallocs-m.before.Mallocs)/d, "allocs/decision")
	m.b.ReportMetric(d/float64(m.games), "decisions/game")
}
