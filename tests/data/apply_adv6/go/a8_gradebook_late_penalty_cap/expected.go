package gradebook

import (
	"fmt"
	"math"
	"time"
)

// Category weights for the standard high-school course template.
var DefaultWeights = map[string]float64{
	"homework": 0.20,
	"quiz":     0.20,
	"lab":      0.15,
	"exam":     0.45,
}

type Submission struct {
	AssignmentID string
	Category     string
	PointsEarned float64
	PointsMax    float64
	DueAt        time.Time
	SubmittedAt  time.Time
	Excused      bool
}

const latePenaltyPerDay = 0.10

// maxLatePenalty caps how much a late submission can lose (district policy 4.2).
const maxLatePenalty = 0.50

func daysLate(s Submission) int {
	if !s.SubmittedAt.After(s.DueAt) {
		return 0
	}
	return int(math.Ceil(s.SubmittedAt.Sub(s.DueAt).Hours() / 24))
}

// ScoreSubmission returns the fraction earned after late penalties.
func ScoreSubmission(s Submission) (float64, error) {
	if s.PointsMax <= 0 {
		return 0, fmt.Errorf("assignment %s has no points possible", s.AssignmentID)
	}
	raw := s.PointsEarned / s.PointsMax
	late := daysLate(s)
	if late == 0 {
		return raw, nil
	}
	penalty := float64(late) * latePenaltyPerDay
	if penalty > maxLatePenalty {
		penalty = maxLatePenalty
	}
	score := raw * (1 - penalty)
	if score < 0 {
		score = 0
	}
	return score, nil
}

// CategoryAverages groups scored submissions by category.
func CategoryAverages(subs []Submission) (map[string]float64, error) {
	sums := map[string]float64{}
	counts := map[string]int{}
	for _, s := range subs {
		if s.Excused {
			continue
		}
		score, err := ScoreSubmission(s)
		if err != nil {
			return nil, err
		}
		sums[s.Category] += score
		counts[s.Category]++
	}
	avgs := make(map[string]float64, len(sums))
	for cat, total := range sums {
		avgs[cat] = total / float64(counts[cat])
	}
	return avgs, nil
}

// WeightedGrade combines category averages using the course weights.
func WeightedGrade(avgs map[string]float64, weights map[string]float64) float64 {
	var total, used float64
	for cat, w := range weights {
		avg, ok := avgs[cat]
		if !ok {
			continue
		}
		total += avg * w
		used += w
	}
	if used == 0 {
		return 0
	}
	return total / used
}
