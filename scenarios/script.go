package scenarios

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// A directive is one command of a scenario file as the reader meets it:
// its command line, its input and its expected output.
type directive struct {
	Line      int      // the file line of the command, from 1
	Cmd       string   // the command name
	CmdArgs   []cmdArg // its arguments
	Input     string   // the input lines, blank lines around them trimmed
	InputLine int      // the file line of the first input line that is not blank
	Expected  string   // the expected output, every line ending in "\n"
	HasOutput bool     // the command has its "----" separator
	name      string   // the file name, for positions
}

// cmdArg is one argument of a command line: a key and its values,
// "all", "players=3", "variants=(a, b)".
type cmdArg struct {
	Key  string
	Vals []string
}

// Pos returns the "name:line" of the command line.
func (d *directive) Pos() string { return fmt.Sprintf("%s:%d", d.name, d.Line) }

// HasArg reports whether the command line has an argument named key.
func (d *directive) HasArg(key string) bool {
	for _, a := range d.CmdArgs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// FullCmd returns the command line as the reader understood it.
func (d *directive) FullCmd() string {
	parts := []string{d.Cmd}
	for _, a := range d.CmdArgs {
		switch len(a.Vals) {
		case 0:
			parts = append(parts, a.Key)
		case 1:
			parts = append(parts, a.Key+"="+a.Vals[0])
		default:
			parts = append(parts, a.Key+"=("+strings.Join(a.Vals, ", ")+")")
		}
	}
	return strings.Join(parts, " ")
}

// scriptReader reads the directives of a scenario file one at a time, in
// the format of github.com/cockroachdb/datadriven: comment lines ("#")
// and blank lines between commands, a command line (a trailing "\"
// continues it on the next line), input lines up to a line "----", and
// the expected output up to a blank line, or, when a second "----"
// follows the first, up to a "----" "----" pair. It also keeps the text a
// rewrite of the file writes: every line but the expected outputs.
type scriptReader struct {
	name    string
	lines   []string
	next    int // the index of the next line to read
	rewrite strings.Builder
}

func newScriptReader(name string, data []byte) *scriptReader {
	text := string(data)
	lines := strings.Split(text, "\n")
	if strings.HasSuffix(text, "\n") {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return &scriptReader{name: name, lines: lines}
}

// scan returns the next line and its number, from 1.
func (r *scriptReader) scan() (string, int, bool) {
	if r.next >= len(r.lines) {
		return "", 0, false
	}
	r.next++
	return r.lines[r.next-1], r.next, true
}

func (r *scriptReader) emit(s string) {
	r.rewrite.WriteString(s)
	r.rewrite.WriteByte('\n')
}

// read returns the next directive, nil at the end of the file, or an error
// at name:line for a command line that does not parse.
func (r *scriptReader) read() (*directive, error) {
	for {
		raw, n, ok := r.scan()
		if !ok {
			return nil, nil
		}
		r.emit(raw)
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "#") {
			continue
		}
		for strings.HasSuffix(line, `\`) {
			more, _, ok := r.scan()
			if !ok {
				break
			}
			r.emit(more)
			line = strings.TrimSuffix(line, `\`) + " " + strings.TrimSpace(more)
		}
		cmd, args, err := parseCommandLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", r.name, n, err)
		}
		if cmd == "" {
			continue
		}
		d := &directive{Line: n, Cmd: cmd, CmdArgs: args, name: r.name}
		var input []string
		for {
			l, ln, ok := r.scan()
			if !ok {
				break
			}
			if l == "----" {
				d.HasOutput = true
				break
			}
			r.emit(l)
			if d.InputLine == 0 && strings.TrimSpace(l) != "" {
				d.InputLine = ln
			}
			input = append(input, l+"\n")
		}
		d.Input = strings.TrimSpace(strings.Join(input, ""))
		if d.HasOutput {
			if err := r.readExpected(d); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
}

// readExpected reads the expected output of d, after its "----".
func (r *scriptReader) readExpected(d *directive) error {
	var b strings.Builder
	line, _, _ := r.scan()
	if line == "----" {
		// Up to two successive "----" lines, then a blank line.
		for {
			l, _, ok := r.scan()
			if !ok {
				break
			}
			if l == "----" {
				if l2, _, ok := r.scan(); ok {
					if l2 == "----" {
						if after, n, ok := r.scan(); ok && after != "" {
							return fmt.Errorf("%s:%d: a line that is not blank after the closing \"----\" \"----\"", r.name, n)
						}
						break
					}
					b.WriteString(l + "\n" + l2 + "\n")
					continue
				}
			}
			b.WriteString(l + "\n")
		}
	} else {
		// Up to the first blank line.
		for strings.TrimSpace(line) != "" {
			b.WriteString(line + "\n")
			l, _, ok := r.scan()
			if !ok {
				break
			}
			line = l
		}
	}
	d.Expected = b.String()
	return nil
}

// emitOutput writes the output of a directive into the rewritten text:
// its separator and the output, in the double-separator form when the
// output holds a blank line.
func (r *scriptReader) emitOutput(out string) {
	r.emit("----")
	if blankLine.MatchString(out) {
		r.emit("----")
		r.rewrite.WriteString(out)
		r.emit("----")
		r.emit("----")
		r.emit("")
		return
	}
	r.emit(out) // out ends in "\n": a blank line follows it
}

// rewritten returns the text of the file with every expected output
// replaced by the output emitted, without a trailing blank line.
func (r *scriptReader) rewritten() []byte {
	data := []byte(r.rewrite.String())
	if l := len(data); l > 2 && data[l-1] == '\n' && data[l-2] == '\n' {
		data = data[:l-1]
	}
	return data
}

// blankLine matches a line that is empty or holds only blanks.
var blankLine = regexp.MustCompile(`(?m)^[\t ]*\n`)

// parseCommandLine reads a command line: the command, then arguments of
// the forms key, key=value and key=(value1, value2, ...), where values in
// parentheses may hold nested parentheses. A blank line has no command.
func parseCommandLine(line string) (string, []cmdArg, error) {
	line = strings.TrimSpace(line)
	if line == "" {
		return "", nil, nil
	}
	orig := line
	fail := func() (string, []cmdArg, error) {
		return "", nil, fmt.Errorf("cannot parse the command line at column %d: %s", len(orig)-len(line)+1, orig)
	}
	until := func(chars string) string {
		i := strings.IndexAny(line, chars)
		if i < 0 {
			i = len(line)
		}
		s := line[:i]
		line = line[i:]
		return s
	}
	cmd := until(" ")
	line = strings.TrimSpace(line)
	var args []cmdArg
	for line != "" {
		var a cmdArg
		if a.Key = until(" ="); a.Key == "" {
			return fail()
		}
		if line != "" && line[0] == '=' {
			line = line[1:]
			switch {
			case line == "" || line[0] == ' ':
				a.Vals = []string{""}
			case line[0] != '(':
				a.Vals = []string{until(" ")}
			default:
				pos, depth, start := 1, 1, 1
				for depth > 0 {
					if pos == len(line) {
						return fail()
					}
					c, size := utf8.DecodeRuneInString(line[pos:])
					pos += size
					switch c {
					case ',':
						if depth == 1 {
							a.Vals = append(a.Vals, line[start:pos-1])
							for pos < len(line) && line[pos] == ' ' {
								pos++
							}
							start = pos
						}
					case '(':
						depth++
					case ')':
						depth--
					}
				}
				a.Vals = append(a.Vals, line[start:pos-1])
				line = line[pos:]
			}
		}
		args = append(args, a)
		line = strings.TrimSpace(line)
	}
	return cmd, args, nil
}
