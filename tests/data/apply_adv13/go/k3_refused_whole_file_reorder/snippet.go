package slug

import (
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

var nonAlnum = regexp.MustCompile(`[^a-z0-9]+`)

// MaxLen is the longest slug Make returns.
const MaxLen = 80

// Valid reports whether s is already a slug.
func Valid(s string) bool {
	return s != "" && Make(s) == s
}

// Make turns a title into a URL slug: accents are dropped, runs of other
// characters become one dash, and the result is cut to MaxLen.
func Make(title string) string {
	s := strings.ToLower(strings.TrimSpace(stripAccents(title)))
	s = nonAlnum.ReplaceAllString(s, "-")
	s = strings.Trim(s, "-")
	if len(s) > MaxLen {
		s = strings.TrimRight(s[:MaxLen], "-")
	}
	return s
}

func stripAccents(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, s)
	if err != nil {
		return s
	}
	return out
}
