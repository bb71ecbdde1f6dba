use std::cmp::Ordering;
use std::collections::HashMap;

use crate::catalog::ProductId;
use crate::features::{Candidate, Weights};
use crate::merchandising::BoostRule;

// ... existing code ...

/// Linear blend of the candidate's features, optionally multiplied by a
/// merchandising boost. Out-of-stock items are never dropped here; the
/// caller filters them.
pub fn score_candidate(candidate: &Candidate, weights: &Weights, boost: Option<&BoostRule>) -> f32 {
    let mut score = weights.similarity * candidate.similarity
        + weights.popularity * candidate.popularity.ln_1p()
        + weights.margin * candidate.margin;
    if candidate.is_new_arrival {
        score += weights.new_arrival_bonus;
    }
    match boost {
        Some(rule) if rule.applies_to(candidate) => score * rule.multiplier,
        _ => score,
    }
}

// ... existing code ...

pub fn rank(candidates: Vec<Candidate>, weights: &Weights, boost: Option<&BoostRule>) -> Vec<ScoredCandidate> {
    let mut scored: Vec<ScoredCandidate> = dedupe_by_product(candidates)
        .into_iter()
        .filter(|c| c.in_stock)
        .map(|c| ScoredCandidate {
            product_id: c.product_id,
            score: score_candidate(&c, weights, boost),
        })
        .collect();
    // ... existing code ...
}

#[cfg(test)]
mod tests {
    // ... existing code ...

    #[test]
    fn new_arrivals_get_bonus() {
        let mut c = Candidate::fixture(ProductId(7));
        let base = score_candidate(&c, &weights(), None);
        c.is_new_arrival = true;
        assert!(score_candidate(&c, &weights(), None) > base);
    }
}
