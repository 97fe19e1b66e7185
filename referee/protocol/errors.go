package protocol

import (
	"fmt"
	"strings"
	"time"
)

// CrashError is an engine that exited, or closed its standard output,
// before it answered.
type CrashError struct {
	Request string // the type of the request left unanswered, "" between requests
	Status  string // how the process ended ("exit status 2", "signal: killed"), or "" when it is not known
	Stderr  string // the end of what the engine wrote on its standard error
}

func (e *CrashError) Error() string {
	var b strings.Builder
	b.WriteString("engine crashed")
	if e.Request != "" {
		fmt.Fprintf(&b, " before it answered %q", e.Request)
	}
	if e.Status != "" {
		fmt.Fprintf(&b, " (%s)", e.Status)
	} else {
		b.WriteString(" (its output closed)")
	}
	if s := strings.TrimSpace(e.Stderr); s != "" {
		fmt.Fprintf(&b, "; its stderr ends: %s", lastLines(s, 5))
	}
	return b.String()
}

// TimeoutError is an engine that did not answer a request in time.
type TimeoutError struct {
	Request string        // the type of the request left unanswered
	After   time.Duration // how long dogma waited
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("engine hangs: no answer to %q within %v", e.Request, e.After)
}

// OutOfTurnError is an engine that answered a request with a reply of the
// wrong type, or wrote a line no request asked for.
type OutOfTurnError struct {
	Request string // the type of the request, "" for a line written unasked
	Got     string // the type of the reply
	Want    string // the types the request allows
}

func (e *OutOfTurnError) Error() string {
	if e.Request == "" {
		return fmt.Sprintf("engine answered out of turn: a %q line no request asked for", e.Got)
	}
	return fmt.Sprintf("engine answered out of turn: %q answered with %q (want %s)", e.Request, e.Got, e.Want)
}

// RefusedError is an engine's ErrorReply to a request: the request is
// refused, the conversation goes on.
type RefusedError struct {
	Request string // the type of the request refused
	Code    string // the reply's code
	Message string // the reply's message
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("engine refused %q (%s): %s", e.Request, e.Code, e.Message)
}

// lastLines returns the last n lines of s, joined by " | ".
func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}
