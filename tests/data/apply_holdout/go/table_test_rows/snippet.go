func TestMake(t *testing.T) {
	// ... existing code ...
		{"repeat dashes", "a -- b", "a-b"},
		{"unicode", "Crème Brûlée", "creme-brulee"},
		{"digits", "Top 10 Tips", "top-10-tips"},
	}
	// ... existing code ...
}
