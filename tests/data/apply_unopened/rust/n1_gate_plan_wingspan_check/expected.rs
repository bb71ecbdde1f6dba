use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use thiserror::Error;

/// Minimum buffer between a departure and the next arrival at the same gate.
const GATE_BUFFER_MINUTES: i64 = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Terminal {
    T1,
    T2,
    T3,
}

#[derive(Debug, Clone)]
pub struct Gate {
    pub code: String,
    pub terminal: Terminal,
    pub has_jet_bridge: bool,
    pub schengen: bool,
    pub max_wingspan_m: f32,
}

#[derive(Debug, Clone)]
pub struct Turnaround {
    pub flight_number: String,
    pub aircraft_type: String,
    pub on_block: DateTime<Utc>,
    pub off_block: DateTime<Utc>,
    pub schengen: bool,
    pub needs_jet_bridge: bool,
    pub wingspan_m: f32,
}

#[derive(Debug, Error)]
pub enum AssignError {
    #[error("no compatible gate free for {0}")]
    NoGateAvailable(String),
    #[error("gate {0} is unknown")]
    UnknownGate(String),
}

#[derive(Default)]
pub struct GatePlan {
    occupancy: HashMap<String, Vec<(DateTime<Utc>, DateTime<Utc>)>>,
    assignments: HashMap<String, String>,
}

impl GatePlan {
    pub fn is_free(&self, gate: &Gate, from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
        let buffer = Duration::minutes(GATE_BUFFER_MINUTES);
        self.occupancy
            .get(&gate.code)
            .map(|slots| {
                slots
                    .iter()
                    .all(|(start, end)| to + buffer <= *start || from >= *end + buffer)
            })
            .unwrap_or(true)
    }

    pub fn gate_for(&self, flight_number: &str) -> Option<&str> {
        self.assignments.get(flight_number).map(String::as_str)
    }

    fn book(&mut self, gate: &Gate, turn: &Turnaround) {
        self.occupancy
            .entry(gate.code.clone())
            .or_default()
            .push((turn.on_block, turn.off_block));
        self.assignments
            .insert(turn.flight_number.clone(), gate.code.clone());
    }
}

fn is_compatible(gate: &Gate, turn: &Turnaround) -> bool {
    if turn.needs_jet_bridge && !gate.has_jet_bridge {
        return false;
    }
    if turn.wingspan_m > gate.max_wingspan_m {
        return false;
    }
    gate.schengen == turn.schengen
}

pub fn assign_gate(
    plan: &mut GatePlan,
    gates: &[Gate],
    turn: &Turnaround,
) -> Result<String, AssignError> {
    let candidate = gates
        .iter()
        .filter(|g| is_compatible(g, turn))
        .find(|g| plan.is_free(g, turn.on_block, turn.off_block))
        .ok_or_else(|| AssignError::NoGateAvailable(turn.flight_number.clone()))?;

    plan.book(candidate, turn);
    Ok(candidate.code.clone())
}
