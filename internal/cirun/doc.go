// Package cirun runs the steps of a CI plan, as internal/ciplan expands
// it for a budget, and reports each step's outcome: the test command and
// the native fuzz targets as programs, the scenario folders replayed
// here, the mutation tool read from its JSON report, and dogma's own
// play, campaign and referee steps through the function its caller gives
// (dogma ci runs them in its own process; a referee step's engine dogma
// is the running binary, Options.Executable).
//
// A stop signal, which the caller turns into the end of a context, stops
// the step that runs (a program gets SIGTERM, then SIGKILL ten seconds
// later); the steps after it are not run. A step cut short by the signal
// has neither passed nor failed.
package cirun
