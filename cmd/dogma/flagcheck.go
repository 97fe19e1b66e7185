package main

import (
	"regexp"
	"strconv"

	"github.com/dogma-engine/dogma/internal/clip"
)

// atLeast returns a usage error naming flag and the allowed range unless
// v >= lo; what says what the lowest value means, if anything.
func atLeast(flag string, v, lo int, what string) error {
	if v < lo {
		if what != "" {
			what = " (" + what + ")"
		}
		return usageError("%s %d is out of range: allowed %d or more%s", flag, v, lo, what)
	}
	return nil
}

// hugeWord is the length from which an unquoted word of any error message
// (a path, most often) is shortened in its middle, which keeps a
// "file:line:" at its end.
const hugeWord = 200

var (
	quotedText = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	longWord   = regexp.MustCompile(`[^\s"]{` + strconv.Itoa(clip.MaxQuoted+1) + `,}`)
	hugeWords  = regexp.MustCompile(`[^\s"]{` + strconv.Itoa(hugeWord+1) + `,}`)
)

// clipMessage cuts every quoted value of an error message, such as those of
// cobra and pflag ("unknown command", "invalid argument"), at clip.MaxQuoted
// characters. With words true (flag errors) it also cuts every long unquoted
// word, as pflag echoes an unknown flag unquoted; else it shortens only huge
// words, in their middle.
func clipMessage(msg string, words bool) string {
	msg = quotedText.ReplaceAllStringFunc(msg, func(q string) string {
		s, err := strconv.Unquote(q)
		if err != nil {
			inner := q[1 : len(q)-1]
			if len([]rune(inner)) <= clip.MaxQuoted {
				return q
			}
			return `"` + clip.Text(inner, clip.MaxQuoted) + `"`
		}
		if len([]rune(s)) <= clip.MaxQuoted {
			return q
		}
		return clip.Quote(s)
	})
	if words {
		return longWord.ReplaceAllStringFunc(msg, func(w string) string { return clip.Text(w, clip.MaxQuoted) })
	}
	return hugeWords.ReplaceAllStringFunc(msg, func(w string) string {
		r := []rune(w)
		if len(r) <= hugeWord {
			return w
		}
		return string(r[:clip.MaxQuoted/2]) + "…" + string(r[len(r)-clip.MaxQuoted/2:])
	})
}

// parseError is the part of a pflag error that strconv wrote.
var parseError = regexp.MustCompile(`strconv\.Parse(\w+): parsing ("(?:[^"\\]|\\.)*"): (invalid syntax|value out of range)|time: invalid duration ("(?:[^"\\]|\\.)*")`)

// plainFlagError rewords the strconv part of a flag error ("strconv.ParseUint:
// parsing "x": invalid syntax") in plain words: not a number, or too large.
func plainFlagError(msg string) string {
	return parseError.ReplaceAllStringFunc(msg, func(m string) string {
		sub := parseError.FindStringSubmatch(m)
		switch {
		case sub[4] != "":
			return sub[4] + " is not a duration such as 30s or 10m"
		case sub[3] == "value out of range":
			return sub[2] + " is out of range"
		case sub[1] == "Bool":
			return sub[2] + " is not true or false"
		}
		return sub[2] + " is not a number"
	})
}
