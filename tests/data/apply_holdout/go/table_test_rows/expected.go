package slug

import "testing"

func TestMake(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"lower", "Hello World", "hello-world"},
		{"trim", "  spaced  ", "spaced"},
		{"punctuation", "Go, Rust & C!", "go-rust-c"},
		{"repeat dashes", "a -- b", "a-b"},
		{"unicode", "Crème Brûlée", "creme-brulee"},
		{"digits", "Top 10 Tips", "top-10-tips"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Make(tt.in); got != tt.want {
				t.Errorf("Make(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestMakeEmpty(t *testing.T) {
	if got := Make(""); got != "" {
		t.Errorf("Make(\"\") = %q, want empty", got)
	}
}

func BenchmarkMake(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Make("The Quick Brown Fox Jumps Over The Lazy Dog")
	}
}
