// ... existing code ...

func TestSlugifyTransliteratesAccents(t *testing.T) {
	got := Slugify("Crème Brûlée à la Façon")
	want := "creme-brulee-a-la-facon"
	if got != want {
		t.Errorf("Slugify(%q) = %q, want %q", "Crème Brûlée à la Façon", got, want)
	}
}

