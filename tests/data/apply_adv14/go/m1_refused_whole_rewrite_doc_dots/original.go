package slug

import (
	"math/rand"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var nonAlnum = regexp.MustCompile(`[^a-z0-9]+`)

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

func randomSuffix(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[rand.Intn(len(alphabet))]
	}
	return string(b)
}

func stripMarks(s string) string {
	var sb strings.Builder
	for _, r := range norm.NFKD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// Make returns a URL slug for s.
func Make(s string) string {
	s = strings.ToLower(stripMarks(s))
	return strings.Trim(nonAlnum.ReplaceAllString(s, "-"), "-")
}

// Unique returns a slug for s that is not in taken.
func Unique(s string, taken map[string]bool) string {
	base := Make(s)
	if base == "" {
		base = "item"
	}
	slug := base
	for taken[slug] {
		slug = base + "-" + randomSuffix(4)
	}
	return slug
}
