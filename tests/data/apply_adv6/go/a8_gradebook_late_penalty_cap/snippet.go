// ... existing code ...

const latePenaltyPerDay = 0.10

// maxLatePenalty caps how much a late submission can lose (district policy 4.2).
const maxLatePenalty = 0.50

// ... existing code ...

// ScoreSubmission returns the fraction earned after late penalties.
func ScoreSubmission(s Submission) (float64, error) {
	// ... existing code ...
	penalty := float64(late) * latePenaltyPerDay
	if penalty > maxLatePenalty {
		penalty = maxLatePenalty
	}
	score := raw * (1 - penalty)
	// ... existing code ...
}

// ... existing code ...
