//! Barrel ageing schedules for the cellar management service.
//!
//! Each oak/toast combination has a default schedule that the cellar team can
//! override per barrel group. All intervals are in days.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OakType {
    FrenchMedium,
    FrenchHeavy,
    AmericanMedium,
    Hungarian,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AgeingSchedule {
    pub oak: OakType,
    pub topup_interval_days: u32,
    pub racking_interval_days: u32,
    pub sampling_interval_days: u32,
    pub target_months: u32,
    pub max_new_oak_pct: f32,
}

impl fmt::Display for OakType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            OakType::FrenchMedium => "French oak, medium toast",
            OakType::FrenchHeavy => "French oak, heavy toast",
            OakType::AmericanMedium => "American oak, medium toast",
            OakType::Hungarian => "Hungarian oak",
        };
        write!(f, "{}", label)
    }
}

pub fn french_medium_schedule() -> AgeingSchedule {
    AgeingSchedule {
        oak: OakType::FrenchMedium,
        topup_interval_days: 14,
        racking_interval_days: 90,
        sampling_interval_days: 30,
        target_months: 18,
        max_new_oak_pct: 0.5,
    }
}

pub fn french_heavy_schedule() -> AgeingSchedule {
    AgeingSchedule {
        oak: OakType::FrenchHeavy,
        topup_interval_days: 14,
        racking_interval_days: 90,
        sampling_interval_days: 21,
        target_months: 14,
        max_new_oak_pct: 0.33,
    }
}

pub fn american_medium_schedule() -> AgeingSchedule {
    AgeingSchedule {
        oak: OakType::AmericanMedium,
        topup_interval_days: 14,
        racking_interval_days: 120,
        sampling_interval_days: 30,
        target_months: 12,
        max_new_oak_pct: 0.25,
    }
}

pub fn hungarian_schedule() -> AgeingSchedule {
    AgeingSchedule {
        oak: OakType::Hungarian,
        topup_interval_days: 14,
        racking_interval_days: 90,
        sampling_interval_days: 30,
        target_months: 16,
        max_new_oak_pct: 0.4,
    }
}

pub fn default_schedule(oak: OakType) -> AgeingSchedule {
    match oak {
        OakType::FrenchMedium => french_medium_schedule(),
        OakType::FrenchHeavy => french_heavy_schedule(),
        OakType::AmericanMedium => american_medium_schedule(),
        OakType::Hungarian => hungarian_schedule(),
    }
}

/// Days until the next top-up, given the days since the last one.
pub fn days_until_topup(schedule: &AgeingSchedule, days_since_last: u32) -> u32 {
    schedule.topup_interval_days.saturating_sub(days_since_last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_defaults() {
        let s = default_schedule(OakType::Hungarian);
        assert_eq!(s.topup_interval_days, 14);
        assert_eq!(s.target_months, 16);
    }

    #[test]
    fn topup_never_negative() {
        let s = french_medium_schedule();
        assert_eq!(days_until_topup(&s, 20), 0);
    }
}
