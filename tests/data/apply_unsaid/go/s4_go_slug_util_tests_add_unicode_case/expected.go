package textutil

import (
	"strings"
	"testing"
)

func TestSlugifyLowercases(t *testing.T) {
	got := Slugify("Hello World")
	want := "hello-world"
	if got != want {
		t.Errorf("Slugify(%q) = %q, want %q", "Hello World", got, want)
	}
}

func TestSlugifyCollapsesSeparators(t *testing.T) {
	got := Slugify("  many   spaces -- and__underscores ")
	want := "many-spaces-and-underscores"
	if got != want {
		t.Errorf("Slugify(%q) = %q, want %q", "  many   spaces -- and__underscores ", got, want)
	}
}

func TestSlugifyDropsPunctuation(t *testing.T) {
	got := Slugify("What's new in Go 1.22?")
	want := "whats-new-in-go-1-22"
	if got != want {
		t.Errorf("Slugify(%q) = %q, want %q", "What's new in Go 1.22?", got, want)
	}
}

func TestSlugifyEmpty(t *testing.T) {
	if got := Slugify(""); got != "" {
		t.Errorf("Slugify(\"\") = %q, want empty string", got)
	}
}

func TestSlugifyMaxLength(t *testing.T) {
	input := strings.Repeat("word ", 40)
	got := Slugify(input)
	if len(got) > MaxSlugLength {
		t.Fatalf("len(Slugify(...)) = %d, want <= %d", len(got), MaxSlugLength)
	}
	if strings.HasSuffix(got, "-") {
		t.Errorf("Slugify(...) = %q, must not end with a dash", got)
	}
}

func TestTruncateWords(t *testing.T) {
	tests := []struct {
		in   string
		max  int
		want string
	}{
		{"one two three", 2, "one two"},
		{"one", 5, "one"},
		{"", 3, ""},
	}
	for _, tt := range tests {
		if got := TruncateWords(tt.in, tt.max); got != tt.want {
			t.Errorf("TruncateWords(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
		}
	}
}

func TestSlugifyTransliteratesAccents(t *testing.T) {
	got := Slugify("Crème Brûlée à la Façon")
	want := "creme-brulee-a-la-facon"
	if got != want {
		t.Errorf("Slugify(%q) = %q, want %q", "Crème Brûlée à la Façon", got, want)
	}
}

