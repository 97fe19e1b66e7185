package main

import "time"

// positiveDuration returns a usage error naming flag and the allowed range
// unless d > 0: a budget of no time would do nothing and report it as done.
func positiveDuration(flag string, d time.Duration) error {
	if d <= 0 {
		return usageError("%s %s is out of range: allowed more than 0s", flag, d)
	}
	return nil
}

// nonNegativeDuration returns a usage error naming flag and the allowed
// range unless d >= 0; what says what 0s means.
func nonNegativeDuration(flag string, d time.Duration, what string) error {
	if d < 0 {
		return usageError("%s %s is out of range: allowed 0s or more (0s: %s)", flag, d, what)
	}
	return nil
}
