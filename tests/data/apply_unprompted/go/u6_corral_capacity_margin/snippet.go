// Capacity returns how many runners fit in the corral.
func (c Corral) Capacity() int {
	area := c.LengthM * c.WidthM
	return int(area * safetyMargin / runnerFootprintM2)
}

// ... existing code ...
