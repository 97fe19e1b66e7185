package protocol

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// The engine as a process: started, its crash told, asked to quit and
// stopped, the tail of its standard error kept.

// Start starts the engine argv[0] with the arguments argv[1:] and returns
// the conversation with it. Close must be called when done.
func Start(argv []string, opts Options) (*Conn, error) {
	if len(argv) == 0 {
		return nil, errors.New("no engine command")
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	c := newConn(opts)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout = inR, outW
	cmd.Dir, cmd.Env = opts.Dir, opts.Env
	var stderr io.Writer = c.stderr
	if opts.Stderr != nil {
		stderr = io.MultiWriter(c.stderr, opts.Stderr)
	}
	cmd.Stderr = stderr
	cmd.WaitDelay = time.Second
	ownGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("start engine: %w", err)
	}
	c.cmd, c.w, c.wfile, c.closer = cmd, inW, inW, inW
	c.exited = make(chan struct{})
	go func() {
		c.waitErr = cmd.Wait()
		close(c.exited)
	}()
	go c.read(outR)
	return c, nil
}

// crash returns the CrashError of an engine whose output ended while
// request typ was unanswered: it waits for the process to end, within the
// timeout, and kills it past that.
func (c *Conn) crash(typ string) error {
	e := &CrashError{Request: typ}
	if c.cmd != nil {
		select {
		case <-c.exited:
		case <-time.After(c.opts.Timeout):
			c.kill()
			<-c.exited
		}
		e.Status = status(c.waitErr)
	}
	e.Stderr = c.stderr.String()
	return e
}

// status describes how a process ended from the error of its Wait.
func status(err error) string {
	var ee *exec.ExitError
	switch {
	case err == nil:
		return "exit status 0"
	case errors.As(err, &ee):
		return ee.ProcessState.String()
	}
	return err.Error()
}

// kill stops the subprocess and everything it started.
func (c *Conn) kill() {
	if c.cmd != nil && c.cmd.Process != nil {
		killGroup(c.cmd)
	}
}

// Quit asks the engine to exit and waits for it, within the timeout: an
// engine that exits with another status than 0 is a *CrashError, one that
// does not exit a *TimeoutError. It closes the conversation.
func (c *Conn) Quit() error {
	var err error
	c.quitOnce.Do(func() {
		if c.broken == nil {
			if err = c.send(Quit{}); err == nil {
				err = c.flush()
			}
		}
		if c.closer != nil {
			c.closer.Close()
		}
		if err == nil && c.cmd != nil {
			select {
			case <-c.exited:
				if c.waitErr != nil {
					err = &CrashError{Request: TypeQuit, Status: status(c.waitErr), Stderr: c.stderr.String()}
				}
			case <-time.After(c.opts.Timeout):
				err = &TimeoutError{Request: TypeQuit, After: c.opts.Timeout}
			}
		}
		c.Close()
	})
	return err
}

// Close ends the conversation: it closes the engine's input, stops the
// engine if it still runs and waits for it. It returns nil.
func (c *Conn) Close() error {
	if c.closed {
		return nil
	}
	c.closed = true
	if c.broken == nil {
		c.broken = errors.New("conversation closed")
	}
	if c.closer != nil {
		c.closer.Close()
	}
	close(c.done)
	if c.cmd != nil {
		select {
		case <-c.exited:
		case <-time.After(100 * time.Millisecond):
			c.kill()
			<-c.exited
		}
	}
	return nil
}

// tail keeps the last bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
