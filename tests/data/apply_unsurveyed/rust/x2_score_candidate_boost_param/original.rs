use std::cmp::Ordering;
use std::collections::HashMap;

use crate::catalog::ProductId;
use crate::features::{Candidate, Weights};

/// Maximum number of recommendations returned for a single widget slot.
pub const MAX_RESULTS: usize = 24;

#[derive(Debug, Clone, PartialEq)]
pub struct ScoredCandidate {
    pub product_id: ProductId,
    pub score: f32,
}

/// Linear blend of the candidate's features. Out-of-stock items are
/// never dropped here; the caller filters them.
pub fn score_candidate(candidate: &Candidate, weights: &Weights) -> f32 {
    let mut score = weights.similarity * candidate.similarity
        + weights.popularity * candidate.popularity.ln_1p()
        + weights.margin * candidate.margin;
    if candidate.is_new_arrival {
        score += weights.new_arrival_bonus;
    }
    score
}

fn dedupe_by_product(candidates: Vec<Candidate>) -> Vec<Candidate> {
    let mut best: HashMap<ProductId, Candidate> = HashMap::new();
    for c in candidates {
        match best.get(&c.product_id) {
            Some(existing) if existing.similarity >= c.similarity => {}
            _ => {
                best.insert(c.product_id, c);
            }
        }
    }
    best.into_values().collect()
}

pub fn rank(candidates: Vec<Candidate>, weights: &Weights) -> Vec<ScoredCandidate> {
    let mut scored: Vec<ScoredCandidate> = dedupe_by_product(candidates)
        .into_iter()
        .filter(|c| c.in_stock)
        .map(|c| ScoredCandidate {
            product_id: c.product_id,
            score: score_candidate(&c, weights),
        })
        .collect();
    scored.sort_by(|a, b| b.score.partial_cmp(&a.score).unwrap_or(Ordering::Equal));
    scored.truncate(MAX_RESULTS);
    scored
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights() -> Weights {
        Weights {
            similarity: 1.0,
            popularity: 0.5,
            margin: 0.2,
            new_arrival_bonus: 0.3,
        }
    }

    #[test]
    fn new_arrivals_get_bonus() {
        let mut c = Candidate::fixture(ProductId(7));
        let base = score_candidate(&c, &weights());
        c.is_new_arrival = true;
        assert!(score_candidate(&c, &weights()) > base);
    }
}
