//! Flight time limitation checks for crew rosters.
//!
//! Limits follow the operator's approved FTL scheme; all values are minutes.

use chrono::{DateTime, Duration, Utc};

use crate::roster::{CrewMember, DutyKind, DutyPeriod};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    DailyDuty,
    WeeklyDuty,
    MonthlyDuty,
    StandbyCap,
}

#[derive(Debug, Clone)]
pub struct Violation {
    pub crew_id: String,
    pub rule: Rule,
    pub actual_minutes: i64,
}

impl Violation {
    fn new(crew: &CrewMember, rule: Rule, actual_minutes: i64) -> Self {
        Self {
            crew_id: crew.id.clone(),
            rule,
            actual_minutes,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Limits {
    pub max_daily_duty_minutes: i64,
    pub max_weekly_duty_minutes: i64,
    pub max_monthly_duty_minutes: i64,
    pub max_standby_minutes: i64,
}

fn overlap_minutes(duty: &DutyPeriod, from: DateTime<Utc>, to: DateTime<Utc>) -> i64 {
    let start = duty.start.max(from);
    let end = duty.end.min(to);
    if end > start {
        (end - start).num_minutes()
    } else {
        0
    }
}

fn sum_duty_minutes(duties: &[DutyPeriod], from: DateTime<Utc>, to: DateTime<Utc>) -> i64 {
    duties
        .iter()
        .filter(|d| d.kind != DutyKind::Standby)
        .map(|d| overlap_minutes(d, from, to))
        .sum()
}

fn standby_minutes(duties: &[DutyPeriod], from: DateTime<Utc>, to: DateTime<Utc>) -> i64 {
    duties
        .iter()
        .filter(|d| d.kind == DutyKind::Standby)
        .map(|d| overlap_minutes(d, from, to))
        .sum()
}

pub struct RosterValidator {
    limits: Limits,
    reference_time: DateTime<Utc>,
}

impl RosterValidator {
    pub fn new(limits: Limits, reference_time: DateTime<Utc>) -> Self {
        Self { limits, reference_time }
    }

    pub fn validate(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Vec<Violation> {
        [
            self.check_daily_duty(crew, duties),
            self.check_weekly_duty(crew, duties),
            self.check_monthly_duty(crew, duties),
            self.check_standby(crew, duties),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    fn check_daily_duty(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Option<Violation> {
        let window_start = self.reference_time - Duration::hours(24);
        let total = sum_duty_minutes(duties, window_start, self.reference_time);
        if total > self.limits.max_daily_duty_minutes {
            return Some(Violation::new(crew, Rule::DailyDuty, total));
        }
        None
    }

    fn check_weekly_duty(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Option<Violation> {
        let window_start = self.reference_time - Duration::days(7);
        let total = sum_duty_minutes(duties, window_start, self.reference_time);
        if total > self.limits.max_weekly_duty_minutes {
            return Some(Violation::new(crew, Rule::WeeklyDuty, total));
        }
        None
    }

    fn check_monthly_duty(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Option<Violation> {
        let window_start = self.reference_time - Duration::days(28);
        let total = sum_duty_minutes(duties, window_start, self.reference_time);
        if total > self.limits.max_monthly_duty_minutes {
            return Some(Violation::new(crew, Rule::MonthlyDuty, total));
        }
        None
    }

    fn check_standby(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Option<Violation> {
        let window_start = self.reference_time - Duration::days(7);
        let total = standby_minutes(duties, window_start, self.reference_time);
        if total > self.limits.max_standby_minutes {
            return Some(Violation::new(crew, Rule::StandbyCap, total));
        }
        None
    }
}
