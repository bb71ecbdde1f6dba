// ... package clause, imports, Flag/ClaimFacts types, ruleRecentPolicy and ruleHighAmount unchanged ...

// ruleFrequentClaimant flags policyholders with many prior claims.
func ruleFrequentClaimant(f ClaimFacts) (Flag, bool) {
	// ... body unchanged ...
}

// watchedProviders is loaded from the SIU watch list at startup.
var watchedProviders = map[string]struct{}{}

// ruleWatchedProvider flags claims billed by a repair shop or clinic on the SIU watch list.
func ruleWatchedProvider(f ClaimFacts) (Flag, bool) {
	for _, id := range f.ProviderIDs {
		if _, watched := watchedProviders[id]; watched {
			return Flag{Code: "WATCHED_PROVIDER", Weight: 30, Note: "provider " + id + " is on the watch list"}, true
		}
	}
	return Flag{}, false
}

var rules = []rule{
	ruleRecentPolicy,
	ruleHighAmount,
	ruleFrequentClaimant,
	ruleWatchedProvider,
}

// ... Score stays exactly as it is ...

// NeedsSIU reports whether the score is high enough to refer the claim to the special investigations unit.
func NeedsSIU(score int) bool {
	return score >= 45
}
