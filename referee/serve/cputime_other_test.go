//go:build !unix

package serve_test

import "time"

// cpuTime returns 0 where the CPU time of the process is not known.
func cpuTime() time.Duration { return 0 }
