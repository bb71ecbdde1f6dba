use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::claims::{ClaimId, Region, Severity};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Adjuster {
    pub id: u64,
    pub name: String,
    pub region: Region,
    pub licensed_for_catastrophe: bool,
    pub open_claims: u32,
}

#[derive(Debug, Error)]
pub enum AssignmentError {
    #[error("no adjuster available in region {0:?}")]
    NoneAvailable(Region),
    #[error("claim {0} is already assigned")]
    AlreadyAssigned(ClaimId),
    #[error("adjuster {0} not found")]
    UnknownAdjuster(u64),
}

pub struct AssignmentPool {
    adjusters: Vec<Adjuster>,
    assignments: BTreeMap<ClaimId, u64>,
    max_open_claims: u32,
}

impl AssignmentPool {
    pub fn new(adjusters: Vec<Adjuster>, max_open_claims: u32) -> Self {
        Self {
            adjusters,
            assignments: BTreeMap::new(),
            max_open_claims,
        }
    }

    pub fn assign(
        &mut self,
        claim_id: ClaimId,
        region: Region,
        severity: Severity,
    ) -> Result<u64, AssignmentError> {
        if self.assignments.contains_key(&claim_id) {
            return Err(AssignmentError::AlreadyAssigned(claim_id));
        }

        let needs_cat_license = matches!(severity, Severity::Catastrophic);
        let max_open = self.max_open_claims;
        let candidate = self
            .adjusters
            .iter_mut()
            .filter(|a| a.region == region)
            .filter(|a| !needs_cat_license || a.licensed_for_catastrophe)
            .filter(|a| a.open_claims < max_open)
            .min_by_key(|a| a.open_claims)
            .ok_or(AssignmentError::NoneAvailable(region))?;

        candidate.open_claims += 1;
        self.assignments.insert(claim_id, candidate.id);
        Ok(candidate.id)
    }

    pub fn reassign(&mut self, claim_id: ClaimId, to: u64) -> Result<(), AssignmentError> {
        if !self.adjusters.iter().any(|a| a.id == to) {
            return Err(AssignmentError::UnknownAdjuster(to));
        }
        self.release(claim_id);
        if let Some(adjuster) = self.adjusters.iter_mut().find(|a| a.id == to) {
            adjuster.open_claims += 1;
        }
        self.assignments.insert(claim_id, to);
        Ok(())
    }

    pub fn release(&mut self, claim_id: ClaimId) {
        if let Some(adjuster_id) = self.assignments.remove(&claim_id) {
            if let Some(adjuster) = self.adjusters.iter_mut().find(|a| a.id == adjuster_id) {
                adjuster.open_claims = adjuster.open_claims.saturating_sub(1);
            }
        }
    }

    pub fn workload(&self) -> BTreeMap<u64, u32> {
        self.adjusters
            .iter()
            .map(|a| (a.id, a.open_claims))
            .collect()
    }
}
