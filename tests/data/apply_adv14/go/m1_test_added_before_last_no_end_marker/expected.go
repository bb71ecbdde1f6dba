package money

import "testing"

func TestParseWholeAmount(t *testing.T) {
	got, err := Parse("12")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got != 1200 {
		t.Errorf("Parse(\"12\") = %d, want 1200", got)
	}
}

func TestParseCents(t *testing.T) {
	got, err := Parse("12.34")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got != 1234 {
		t.Errorf("Parse(\"12.34\") = %d, want 1234", got)
	}
}

func TestParseRejectsThreeDecimals(t *testing.T) {
	if _, err := Parse("12.345"); err == nil {
		t.Fatal("Parse(\"12.345\") succeeded, want an error")
	}
}

func TestParseRejectsGarbage(t *testing.T) {
	if _, err := Parse("12.3x"); err == nil {
		t.Fatal("Parse(\"12.3x\") succeeded, want an error")
	}
}
