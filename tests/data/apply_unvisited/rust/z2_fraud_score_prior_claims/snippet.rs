// ... existing code ...
/// Weight applied for loss types that historically skew fraudulent.
const HIGH_RISK_LOSS_WEIGHT: u32 = 15;
/// Weight applied when the claimant has two or more claims in the past year.
const FREQUENT_CLAIMANT_WEIGHT: u32 = 20;

// ... existing code ...

    pub fn score_claim(&self, claim: &Claim, policy: &Policy, prior_claims: &[Claim]) -> u32 {
        let mut score = 0;

        // ... existing code ...

        score += self.loss_type_weights.get(&claim.loss_type).copied().unwrap_or(0);

        let one_year_ago = claim.loss_date - Duration::days(365);
        let recent = prior_claims
            .iter()
            .filter(|prior| prior.loss_date >= one_year_ago)
            .count();
        if recent >= 2 {
            score += FREQUENT_CLAIMANT_WEIGHT;
        }

        score.min(100)
    }

    pub fn referral_for(&self, claim: &Claim, policy: &Policy, prior_claims: &[Claim]) -> Referral {
        let score = self.score_claim(claim, policy, prior_claims);
        // ... existing code ...
    }

// ... existing code ...
