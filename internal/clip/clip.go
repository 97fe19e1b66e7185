// Package clip shapes texts that messages for people echo: a value
// quoted and cut to a readable length, the first line of a longer text,
// a block of output indented under the line that introduces it, a count
// with its noun.
// The command line and the packages that build its reports share it, so
// that every message echoes a value the same way.
package clip

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxQuoted is the longest value Quote echoes in full.
const MaxQuoted = 80

// Quote returns s quoted for an error message, cut at MaxQuoted
// characters with an ellipsis: a message never echoes a huge argument.
func Quote(s string) string {
	return strconv.Quote(Text(s, MaxQuoted))
}

// Text cuts s after n characters, marking the cut with an ellipsis.
func Text(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// FirstLine returns the first line of s.
func FirstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// Indent puts prefix before every line of s, a trailing newline dropped.
func Indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = prefix + l
	}
	return strings.Join(lines, "\n")
}

// Count returns n with its noun, plural but for one: "1 decision", "3
// decisions". The plural is the noun with an s.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Slug returns s as a part of a file name: lower-case letters and digits,
// every other run of characters one hyphen, none at either end, at most
// about n bytes ("Violation of END-2" gives "violation-of-end-2").
func Slug(s string, n int) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if b.Len() >= n {
			break
		}
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	return strings.Trim(b.String(), "-")
}
