package audit

import (
	"regexp"
	"strings"
	"unicode"
)

// splitLigature finds the gap a PDF extraction leaves after a ligature
// ("infl uence", "bénéfi cient"): a word that ends in fi, fl or ffi
// followed by a space and more letters.
var splitLigature = regexp.MustCompile(`(\p{L})(ff[il]|f[il]) (\p{Ll})`)

// extractionMark is a marker an extraction tool left in the text
// ("<|...|>").
var extractionMark = regexp.MustCompile(`<\|[^|>]*\|>`)

// Normalize undoes the artefacts of a PDF extraction that are no part of
// the text: split ligatures are joined, typographic apostrophes become
// plain ones and the extraction's markers ("<|...|>") are dropped.
func Normalize(s string) string {
	s = extractionMark.ReplaceAllString(s, " ")
	s = strings.ReplaceAll(s, "’", "'")
	s = strings.ReplaceAll(s, "\u00a0", " ")
	return splitLigature.ReplaceAllString(s, "$1$2$3")
}

// Words returns the lower-case words of s after Normalize: runs of letters,
// digits and inner hyphens; an apostrophe ends a word ("j'exige" is "j",
// "exige").
func Words(s string) []string {
	s = strings.ToLower(Normalize(s))
	f := strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
	})
	out := f[:0]
	for _, w := range f {
		if w = strings.Trim(w, "-"); w != "" {
			out = append(out, w)
		}
	}
	return out
}
