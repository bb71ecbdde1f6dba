use chrono::NaiveDateTime;

use crate::model::{AircraftType, Base, Rank};

#[derive(Debug, Clone)]
pub struct StandbyCrew {
    pub employee_id: u32,
    pub base: Base,
    pub rank: Rank,
    pub type_ratings: Vec<AircraftType>,
    pub window_start: NaiveDateTime,
    pub window_end: NaiveDateTime,
    pub at_airport: bool,
    pub minutes_to_base: u32,
    pub callouts_this_month: u32,
    pub called_out: bool,
}

#[derive(Debug, Clone)]
pub struct CalloutRequest {
    pub base: Base,
    pub rank: Rank,
    pub aircraft_type: Option<AircraftType>,
    pub report_time: NaiveDateTime,
}

#[derive(Debug, Default)]
pub struct StandbyPool {
    crew: Vec<StandbyCrew>,
}

impl StandbyPool {
    pub fn new(crew: Vec<StandbyCrew>) -> Self {
        Self { crew }
    }

    pub fn pick_airport(&self, request: &CalloutRequest, now: NaiveDateTime) -> Option<&StandbyCrew> {
        let eligible: Vec<&StandbyCrew> = self
            .crew
            .iter()
            .filter(|c| c.at_airport)
            .filter(|c| c.base == request.base && c.rank == request.rank)
            .filter(|c| c.window_start <= now && now < c.window_end)
            .filter(|c| !c.called_out)
            .collect();

        if eligible.is_empty() {
            return None;
        }

        eligible
            .into_iter()
            .min_by_key(|c| (c.callouts_this_month, c.window_start))
    }

    pub fn pick_home(&self, request: &CalloutRequest, now: NaiveDateTime) -> Option<&StandbyCrew> {
        let eligible: Vec<&StandbyCrew> = self
            .crew
            .iter()
            .filter(|c| !c.at_airport)
            .filter(|c| c.base == request.base && c.rank == request.rank)
            .filter(|c| c.window_start <= now && now < c.window_end)
            .filter(|c| !c.called_out)
            .collect();

        if eligible.is_empty() {
            return None;
        }

        eligible
            .into_iter()
            .min_by_key(|c| (c.callouts_this_month, c.window_start))
    }

    pub fn mark_called(&mut self, employee_id: u32) -> bool {
        match self.crew.iter_mut().find(|c| c.employee_id == employee_id) {
            Some(c) if !c.called_out => {
                c.called_out = true;
                c.callouts_this_month += 1;
                true
            }
            _ => false,
        }
    }
}
