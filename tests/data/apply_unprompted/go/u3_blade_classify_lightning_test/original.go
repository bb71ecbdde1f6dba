package inspections

import (
	"testing"
)

// Tests for ClassifyFinding, which maps drone-inspection findings on a blade
// to the repair category used when raising work orders (1 = cosmetic, 5 = stop turbine).

func TestClassifyLeadingEdgeErosion_Light(t *testing.T) {
	f := mustFinding(t, "WTG-07", "B2", "leading_edge_erosion", 0.4, 12.5)

	got := ClassifyFinding(f)

	if got.Category != 1 {
		t.Fatalf("category = %d, want 1", got.Category)
	}
	if got.StopTurbine {
		t.Errorf("light erosion should not stop the turbine")
	}
}

func TestClassifyLeadingEdgeErosion_Laminate(t *testing.T) {
	f := mustFinding(t, "WTG-07", "B3", "leading_edge_erosion", 2.1, 58.0)

	got := ClassifyFinding(f)

	if got.Category != 3 {
		t.Fatalf("category = %d, want 3", got.Category)
	}
	if got.RepairWithinDays != 90 {
		t.Errorf("repair within = %d days, want 90", got.RepairWithinDays)
	}
}

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

// mustFinding builds a Finding and fails the test if the input is rejected.
func mustFinding(t *testing.T, turbineID, blade, kind string, depthMM, lengthMM float64) Finding {
	t.Helper()
	f, err := NewFinding(turbineID, blade, kind, depthMM, lengthMM)
	if err != nil {
		t.Fatalf("NewFinding(%s, %s, %s): %v", turbineID, blade, kind, err)
	}
	return f
}
