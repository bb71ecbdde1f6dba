package slug

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var nonAlnum = regexp.MustCompile(`[^a-z0-9]+`)

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

// Unique returns a slug for s that is not in taken, adding -2, -3, ... as needed.
func Unique(s string, taken map[string]bool) string {
	base := Make(s)
	if base == "" {
		base = "item"
	}
	slug := base
	for n := 2; taken[slug]; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	return slug
}
