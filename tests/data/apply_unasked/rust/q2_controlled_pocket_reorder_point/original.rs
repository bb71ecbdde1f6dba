//! Par-level checks for automated dispensing cabinet (ADC) pockets.
//!
//! Each drawer class has its own replenishment rule. Pharmacy techs get a
//! restock task whenever a pocket falls under its reorder point.

use std::collections::HashMap;

use crate::cabinet::{DrawerClass, Pocket};
use crate::tasks::{RestockPriority, RestockTask};

/// Minimum number of doses kept in any pocket regardless of usage.
const ABSOLUTE_FLOOR: u32 = 2;

pub struct ParChecker {
    cabinet_id: String,
    usage_per_day: HashMap<String, f64>,
}

impl ParChecker {
    pub fn new(cabinet_id: &str, usage_per_day: HashMap<String, f64>) -> Self {
        Self {
            cabinet_id: cabinet_id.to_string(),
            usage_per_day,
        }
    }

    fn daily_usage(&self, ndc: &str) -> f64 {
        self.usage_per_day.get(ndc).copied().unwrap_or(0.0)
    }

    pub fn check_standard_pocket(&self, pocket: &Pocket) -> Option<RestockTask> {
        let usage = self.daily_usage(&pocket.ndc);
        let reorder_point = ((usage * 1.5).ceil() as u32).max(ABSOLUTE_FLOOR);
        if pocket.on_hand >= reorder_point {
            return None;
        }
        Some(RestockTask {
            cabinet_id: self.cabinet_id.clone(),
            pocket_id: pocket.id.clone(),
            quantity: pocket.par_level.saturating_sub(pocket.on_hand),
            priority: RestockPriority::Routine,
        })
    }

    pub fn check_controlled_pocket(&self, pocket: &Pocket) -> Option<RestockTask> {
        let usage = self.daily_usage(&pocket.ndc);
        let reorder_point = ((usage * 1.5).ceil() as u32).max(ABSOLUTE_FLOOR);
        if pocket.on_hand >= reorder_point {
            return None;
        }
        Some(RestockTask {
            cabinet_id: self.cabinet_id.clone(),
            pocket_id: pocket.id.clone(),
            quantity: pocket.par_level.saturating_sub(pocket.on_hand),
            priority: RestockPriority::WitnessRequired,
        })
    }

    pub fn check_refrigerated_pocket(&self, pocket: &Pocket) -> Option<RestockTask> {
        let usage = self.daily_usage(&pocket.ndc);
        let reorder_point = ((usage * 1.5).ceil() as u32).max(ABSOLUTE_FLOOR);
        if pocket.on_hand >= reorder_point {
            return None;
        }
        Some(RestockTask {
            cabinet_id: self.cabinet_id.clone(),
            pocket_id: pocket.id.clone(),
            quantity: pocket.par_level.saturating_sub(pocket.on_hand),
            priority: RestockPriority::ColdChain,
        })
    }

    pub fn check_pocket(&self, class: DrawerClass, pocket: &Pocket) -> Option<RestockTask> {
        match class {
            DrawerClass::Standard => self.check_standard_pocket(pocket),
            DrawerClass::Controlled => self.check_controlled_pocket(pocket),
            DrawerClass::Refrigerated => self.check_refrigerated_pocket(pocket),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pocket(ndc: &str, on_hand: u32, par_level: u32) -> Pocket {
        Pocket {
            id: "A1-03".to_string(),
            ndc: ndc.to_string(),
            on_hand,
            par_level,
        }
    }

    fn checker(ndc: &str, usage: f64) -> ParChecker {
        let mut usage_per_day = HashMap::new();
        usage_per_day.insert(ndc.to_string(), usage);
        ParChecker::new("5W-MEDSURG-01", usage_per_day)
    }

    #[test]
    fn standard_pocket_above_reorder_point_is_skipped() {
        let c = checker("00409-4888-20", 4.0);
        assert!(c.check_standard_pocket(&pocket("00409-4888-20", 6, 10)).is_none());
    }

    #[test]
    fn refrigerated_pocket_below_reorder_point_gets_cold_chain_task() {
        let c = checker("00169-4132-12", 4.0);
        let task = c.check_refrigerated_pocket(&pocket("00169-4132-12", 3, 10)).unwrap();
        assert_eq!(task.quantity, 7);
        assert_eq!(task.priority, RestockPriority::ColdChain);
    }
}
