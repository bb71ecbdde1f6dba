// ... existing code ...

func TestClassifyTrailingEdgeCrack(t *testing.T) {
	f := mustFinding(t, "WTG-12", "B1", "trailing_edge_crack", 0.8, 310.0)

	got := ClassifyFinding(f)

	if got.Category != 4 {
		t.Fatalf("category = %d, want 4", got.Category)
	}
	if got.RepairWithinDays != 14 {
		t.Errorf("repair within = %d days, want 14", got.RepairWithinDays)
	}
}

func TestClassifyLightningReceptorBurn(t *testing.T) {
	f := mustFinding(t, "WTG-03", "B2", "lightning_damage", 3.5, 40.0)

	got := ClassifyFinding(f)

	if got.Category != 5 {
		t.Fatalf("category = %d, want 5", got.Category)
	}
	if !got.StopTurbine {
		t.Errorf("lightning damage through the laminate should stop the turbine")
	}
}

// ... existing code ...
