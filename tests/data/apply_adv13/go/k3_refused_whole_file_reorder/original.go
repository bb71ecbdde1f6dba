package slug

import (
	"regexp"
	"strings"
)

var nonAlnum = regexp.MustCompile(`[^a-z0-9]+`)

// Make turns a title into a URL slug.
func Make(title string) string {
	s := strings.ToLower(strings.TrimSpace(title))
	s = nonAlnum.ReplaceAllString(s, "-")
	return strings.Trim(s, "-")
}

// Valid reports whether s is already a slug.
func Valid(s string) bool {
	return s != "" && Make(s) == s
}
