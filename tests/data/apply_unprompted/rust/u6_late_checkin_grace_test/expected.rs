//! Race-morning check-in for volunteers at the operations tent.

use std::collections::HashMap;

use chrono::{Duration, NaiveDateTime};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckInStatus {
    OnTime,
    Late,
    NoShow,
}

#[derive(Debug, Clone)]
pub struct ShiftSlot {
    pub volunteer_id: u32,
    pub station: String,
    pub report_by: NaiveDateTime,
}

#[derive(Debug, Default)]
pub struct CheckInDesk {
    slots: HashMap<u32, ShiftSlot>,
    arrivals: HashMap<u32, NaiveDateTime>,
    grace: Duration,
}

impl CheckInDesk {
    pub fn new(slots: Vec<ShiftSlot>, grace: Duration) -> Self {
        let slots = slots.into_iter().map(|s| (s.volunteer_id, s)).collect();
        Self { slots, arrivals: HashMap::new(), grace }
    }

    pub fn check_in(&mut self, volunteer_id: u32, at: NaiveDateTime) -> Option<CheckInStatus> {
        let slot = self.slots.get(&volunteer_id)?;
        self.arrivals.entry(volunteer_id).or_insert(at);
        Some(if at <= slot.report_by + self.grace {
            CheckInStatus::OnTime
        } else {
            CheckInStatus::Late
        })
    }

    pub fn status(&self, volunteer_id: u32, now: NaiveDateTime) -> Option<CheckInStatus> {
        let slot = self.slots.get(&volunteer_id)?;
        Some(match self.arrivals.get(&volunteer_id) {
            Some(at) if *at <= slot.report_by + self.grace => CheckInStatus::OnTime,
            Some(_) => CheckInStatus::Late,
            None if now > slot.report_by + self.grace => CheckInStatus::NoShow,
            None => CheckInStatus::OnTime,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(h: u32, m: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2024, 10, 13).unwrap().and_hms_opt(h, m, 0).unwrap()
    }

    fn desk() -> CheckInDesk {
        let slot = ShiftSlot { volunteer_id: 7, station: "AS2".into(), report_by: at(6, 30) };
        CheckInDesk::new(vec![slot], Duration::minutes(10))
    }

    #[test]
    fn early_checkin_is_on_time() {
        let mut desk = desk();
        assert_eq!(desk.check_in(7, at(6, 15)), Some(CheckInStatus::OnTime));
    }

    #[test]
    fn unknown_volunteer_is_rejected() {
        let mut desk = desk();
        assert_eq!(desk.check_in(99, at(6, 15)), None);
    }

    #[test]
    fn late_checkin_is_flagged() {
        let mut desk = desk();
        // One minute past the grace period.
        assert_eq!(desk.check_in(7, at(6, 41)), Some(CheckInStatus::Late));
        assert_eq!(desk.status(7, at(7, 0)), Some(CheckInStatus::Late));
    }

    #[test]
    fn missing_volunteer_becomes_no_show_after_grace() {
        let desk = desk();
        assert_eq!(desk.status(7, at(6, 35)), Some(CheckInStatus::OnTime));
        assert_eq!(desk.status(7, at(6, 45)), Some(CheckInStatus::NoShow));
    }
}
