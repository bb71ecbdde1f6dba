// ... existing code ...

// ReboundsPerGame is shown next to PointsPerGame on the player card.
func ReboundsPerGame(p PlayerSeason) float64 {
	if p.Games == 0 {
		return 0
	}
	return round1(float64(p.Rebounds) / float64(p.Games))
}

// AssistsPerGame is shown on the player card and the leaders page.
func AssistsPerGame(p PlayerSeason) float64 {
	// ... existing code ...
}

// ... existing code ...
