package scenarios

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// repeatedSetting returns an error naming the first setting that the
// arguments of a position or game command give twice ("ages=10 ages=3"):
// which one the file means cannot be told.
func repeatedSetting(args []string) error {
	seen := map[string]string{}
	for _, a := range args {
		key, _, _ := strings.Cut(a, "=")
		if key == "error" {
			continue
		}
		if first, ok := seen[key]; ok {
			return fmt.Errorf("%s is given twice (%s, then %s)", key, first, a)
		}
		seen[key] = a
	}
	return nil
}

// parseSeed reads the value of a seed= argument.
func parseSeed(val string) (uint64, error) {
	n, err := strconv.ParseUint(val, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed: %q is not a number from 0 to %d", val, uint64(math.MaxUint64))
	}
	return n, nil
}
