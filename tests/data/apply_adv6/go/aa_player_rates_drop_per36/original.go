package stats

import "math"

// PlayerSeason holds raw season totals for one player as loaded from the
// warehouse.
type PlayerSeason struct {
	PlayerID      string
	Games         int
	Minutes       float64
	Points        int
	Rebounds      int
	Assists       int
	FieldGoals    int
	FieldGoalAtts int
	ThreesMade    int
	FreeThrowAtts int
}

func round1(v float64) float64 {
	return math.Round(v*10) / 10
}

// PointsPerGame is the headline scoring rate shown on player pages.
func PointsPerGame(p PlayerSeason) float64 {
	if p.Games == 0 {
		return 0
	}
	return round1(float64(p.Points) / float64(p.Games))
}

// ReboundsPerGame is shown next to PointsPerGame on the player card.
func ReboundsPerGame(p PlayerSeason) float64 {
	if p.Games == 0 {
		return 0
	}
	return round1(float64(p.Rebounds) / float64(p.Games))
}

// PointsPer36 normalises scoring to 36 minutes for bench players.
func PointsPer36(p PlayerSeason) float64 {
	if p.Minutes == 0 {
		return 0
	}
	return round1(float64(p.Points) * 36 / p.Minutes)
}

// AssistsPerGame is shown on the player card and the leaders page.
func AssistsPerGame(p PlayerSeason) float64 {
	if p.Games == 0 {
		return 0
	}
	return round1(float64(p.Assists) / float64(p.Games))
}

// TrueShooting returns TS% as a fraction (0.571, not 57.1).
func TrueShooting(p PlayerSeason) float64 {
	attempts := 2 * (float64(p.FieldGoalAtts) + 0.44*float64(p.FreeThrowAtts))
	if attempts == 0 {
		return 0
	}
	return math.Round(float64(p.Points)/attempts*1000) / 1000
}
