use std::fmt;

use chrono::Duration;

use crate::model::{Pairing, Rank};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    FdpExceeded { duty_index: usize, actual: Duration, limit: Duration },
    RestTooShort { after_duty: usize, actual: Duration, required: Duration },
    TooManySectors { duty_index: usize, sectors: usize },
    MissingCrew { rank: Rank },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::FdpExceeded { duty_index, actual, limit } => write!(
                f,
                "duty {duty_index}: FDP {}m exceeds limit {}m",
                actual.num_minutes(),
                limit.num_minutes()
            ),
            Violation::RestTooShort { after_duty, actual, required } => write!(
                f,
                "rest after duty {after_duty}: {}m, {}m required",
                actual.num_minutes(),
                required.num_minutes()
            ),
            Violation::TooManySectors { duty_index, sectors } => {
                write!(f, "duty {duty_index}: {sectors} sectors")
            }
            Violation::MissingCrew { rank } => write!(f, "no {rank:?} assigned"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Limits {
    pub max_fdp: Duration,
    pub min_rest_home: Duration,
    pub min_rest_away: Duration,
    pub max_sectors: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_fdp: Duration::hours(13),
            min_rest_home: Duration::hours(12),
            min_rest_away: Duration::hours(10),
            max_sectors: 6,
        }
    }
}

pub fn check_fdp(pairing: &Pairing, limits: &Limits) -> Vec<Violation> {
    let mut violations = Vec::new();
    for (i, duty) in pairing.duties.iter().enumerate() {
        let actual = duty.release - duty.report;
        if actual > limits.max_fdp {
            violations.push(Violation::FdpExceeded { duty_index: i, actual, limit: limits.max_fdp });
        }
    }
    violations
}

pub fn check_rest(pairing: &Pairing, limits: &Limits) -> Vec<Violation> {
    let mut violations = Vec::new();
    for (i, pair) in pairing.duties.windows(2).enumerate() {
        let (prev, next) = (&pair[0], &pair[1]);
        let actual = next.report - prev.release;
        let required = if prev.ends_at_base { limits.min_rest_home } else { limits.min_rest_away };
        if actual < required {
            violations.push(Violation::RestTooShort { after_duty: i, actual, required });
        }
    }
    violations
}

pub fn check_sectors(pairing: &Pairing, limits: &Limits) -> Vec<Violation> {
    let mut violations = Vec::new();
    for (i, duty) in pairing.duties.iter().enumerate() {
        let sectors = duty.legs.len();
        if sectors > limits.max_sectors {
            violations.push(Violation::TooManySectors { duty_index: i, sectors });
        }
    }
    violations
}

pub fn check_crew(pairing: &Pairing) -> Vec<Violation> {
    [Rank::Captain, Rank::FirstOfficer]
        .into_iter()
        .filter(|rank| !pairing.crew.iter().any(|c| c.rank == *rank))
        .map(|rank| Violation::MissingCrew { rank })
        .collect()
}

pub fn validate(pairing: &Pairing, limits: &Limits) -> Vec<Violation> {
    let mut all = check_fdp(pairing, limits);
    all.extend(check_rest(pairing, limits));
    all.extend(check_sectors(pairing, limits));
    all.extend(check_crew(pairing));
    all
}
