use std::collections::HashMap;

use chrono::{Duration, NaiveDate};

use crate::claims::{Claim, LossType};
use crate::policy::Policy;

/// Weight applied when a claim is filed shortly after policy inception.
const EARLY_FILING_WEIGHT: u32 = 25;
/// Weight applied when the reported amount is close to the coverage limit.
const NEAR_LIMIT_WEIGHT: u32 = 20;
/// Weight applied for loss types that historically skew fraudulent.
const HIGH_RISK_LOSS_WEIGHT: u32 = 15;

pub const REFERRAL_THRESHOLD: u32 = 50;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Referral {
    None,
    DeskReview,
    SpecialInvestigations,
}

pub struct FraudScorer {
    loss_type_weights: HashMap<LossType, u32>,
    early_filing_window: Duration,
}

impl FraudScorer {
    pub fn new() -> Self {
        let mut loss_type_weights = HashMap::new();
        loss_type_weights.insert(LossType::Theft, HIGH_RISK_LOSS_WEIGHT);
        loss_type_weights.insert(LossType::Fire, HIGH_RISK_LOSS_WEIGHT);
        loss_type_weights.insert(LossType::WaterDamage, 5);
        Self {
            loss_type_weights,
            early_filing_window: Duration::days(60),
        }
    }

    pub fn score_claim(&self, claim: &Claim, policy: &Policy) -> u32 {
        let mut score = 0;

        if self.filed_early(claim.loss_date, policy.inception_date) {
            score += EARLY_FILING_WEIGHT;
        }

        let limit = policy.coverage_limit_cents;
        if limit > 0 && claim.reported_amount_cents * 100 / limit >= 90 {
            score += NEAR_LIMIT_WEIGHT;
        }

        score += self.loss_type_weights.get(&claim.loss_type).copied().unwrap_or(0);

        score.min(100)
    }

    pub fn referral_for(&self, claim: &Claim, policy: &Policy) -> Referral {
        let score = self.score_claim(claim, policy);
        if score >= REFERRAL_THRESHOLD + 25 {
            Referral::SpecialInvestigations
        } else if score >= REFERRAL_THRESHOLD {
            Referral::DeskReview
        } else {
            Referral::None
        }
    }

    fn filed_early(&self, loss_date: NaiveDate, inception: NaiveDate) -> bool {
        loss_date - inception < self.early_filing_window
    }
}

impl Default for FraudScorer {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theft_is_weighted_higher_than_water_damage() {
        let scorer = FraudScorer::new();
        assert!(
            scorer.loss_type_weights[&LossType::Theft]
                > scorer.loss_type_weights[&LossType::WaterDamage]
        );
    }
}
