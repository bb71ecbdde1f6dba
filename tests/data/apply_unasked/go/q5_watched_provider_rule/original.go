package fraud

import (
	"sort"
	"time"
)

// Flag is a single reason a claim was marked for special investigation.
type Flag struct {
	Code   string
	Weight int
	Note   string
}

// ClaimFacts is the subset of claim data the scoring rules look at.
type ClaimFacts struct {
	ClaimID         string
	PolicyStart     time.Time
	LossDate        time.Time
	ClaimedAmount   float64
	CoverageLimit   float64
	PriorClaims     int
	ReportedByPhone bool
	ProviderIDs     []string
}

type rule func(f ClaimFacts) (Flag, bool)

// ruleRecentPolicy flags losses that happen shortly after the policy was bound.
func ruleRecentPolicy(f ClaimFacts) (Flag, bool) {
	if f.LossDate.Sub(f.PolicyStart) < 30*24*time.Hour {
		return Flag{Code: "RECENT_POLICY", Weight: 25, Note: "loss within 30 days of inception"}, true
	}
	return Flag{}, false
}

// ruleHighAmount flags claims close to the coverage limit.
func ruleHighAmount(f ClaimFacts) (Flag, bool) {
	if f.CoverageLimit > 0 && f.ClaimedAmount >= 0.9*f.CoverageLimit {
		return Flag{Code: "NEAR_LIMIT", Weight: 20, Note: "claimed amount at 90% of limit or more"}, true
	}
	return Flag{}, false
}

// ruleFrequentClaimant flags policyholders with many prior claims.
func ruleFrequentClaimant(f ClaimFacts) (Flag, bool) {
	if f.PriorClaims >= 3 {
		return Flag{Code: "FREQUENT_CLAIMANT", Weight: 15, Note: "three or more prior claims"}, true
	}
	return Flag{}, false
}

var rules = []rule{
	ruleRecentPolicy,
	ruleHighAmount,
	ruleFrequentClaimant,
}

// Score runs every rule and returns the total weight with the flags sorted by weight.
func Score(f ClaimFacts) (int, []Flag) {
	total := 0
	var flags []Flag
	for _, r := range rules {
		if flag, ok := r(f); ok {
			flags = append(flags, flag)
			total += flag.Weight
		}
	}
	sort.Slice(flags, func(i, j int) bool { return flags[i].Weight > flags[j].Weight })
	return total, flags
}

// NeedsSIU reports whether the score is high enough to refer the claim to the special investigations unit.
func NeedsSIU(score int) bool {
	return score >= 40
}
