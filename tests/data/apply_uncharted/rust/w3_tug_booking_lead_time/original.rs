use std::fmt;

use chrono::{DateTime, Duration, Utc};

use crate::berth::{BerthId, BerthSlot};
use crate::vessel::VesselCall;

/// Minimum buffer between consecutive vessel calls at the same berth.
const BERTH_TURNAROUND_MINUTES: i64 = 45;
/// Pilots must be booked at least this many minutes before arrival.
const PILOT_LEAD_MINUTES: i64 = 90;
/// Tugs must be booked at least this many minutes before arrival.
const TUG_LEAD_MINUTES: i64 = 60;

#[derive(Debug, Clone, PartialEq)]
pub enum ScheduleConflict {
    BerthOccupied { berth: BerthId, until: DateTime<Utc> },
    PilotTooLate { call_sign: String, minutes_short: i64 },
    TugTooLate { call_sign: String, minutes_short: i64 },
    DraftExceeded { berth: BerthId, draft_cm: u32, limit_cm: u32 },
}

impl fmt::Display for ScheduleConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScheduleConflict::BerthOccupied { berth, until } => {
                write!(f, "berth {} occupied until {}", berth, until)
            }
            ScheduleConflict::PilotTooLate { call_sign, minutes_short } => {
                write!(f, "pilot for {} booked {} min too late", call_sign, minutes_short)
            }
            ScheduleConflict::TugTooLate { call_sign, minutes_short } => {
                write!(f, "tug for {} booked {} min too late", call_sign, minutes_short)
            }
            ScheduleConflict::DraftExceeded { berth, draft_cm, limit_cm } => {
                write!(f, "draft {}cm exceeds {}cm limit at berth {}", draft_cm, limit_cm, berth)
            }
        }
    }
}

pub fn check_pilot_booking(call: &VesselCall) -> Result<(), ScheduleConflict> {
    let Some(booked_at) = call.pilot_booked_at else {
        return Ok(());
    };
    let lead = call.eta - booked_at;
    if lead < Duration::minutes(PILOT_LEAD_MINUTES) {
        return Err(ScheduleConflict::PilotTooLate {
            call_sign: call.call_sign.clone(),
            minutes_short: PILOT_LEAD_MINUTES - lead.num_minutes(),
        });
    }
    Ok(())
}

pub fn check_tug_booking(call: &VesselCall) -> Result<(), ScheduleConflict> {
    let Some(booked_at) = call.tug_booked_at else {
        return Ok(());
    };
    let lead = call.eta - booked_at;
    if lead < Duration::minutes(TUG_LEAD_MINUTES) {
        return Err(ScheduleConflict::TugTooLate {
            call_sign: call.call_sign.clone(),
            minutes_short: TUG_LEAD_MINUTES - lead.num_minutes(),
        });
    }
    Ok(())
}

pub fn check_berth_free(slot: &BerthSlot, call: &VesselCall) -> Result<(), ScheduleConflict> {
    let Some(previous) = slot.last_departure else {
        return Ok(());
    };
    let gap = call.eta - previous;
    if gap < Duration::minutes(BERTH_TURNAROUND_MINUTES) {
        return Err(ScheduleConflict::BerthOccupied {
            berth: slot.berth_id.clone(),
            until: previous + Duration::minutes(BERTH_TURNAROUND_MINUTES),
        });
    }
    Ok(())
}

pub fn check_draft(slot: &BerthSlot, call: &VesselCall) -> Result<(), ScheduleConflict> {
    if call.max_draft_cm > slot.depth_limit_cm {
        return Err(ScheduleConflict::DraftExceeded {
            berth: slot.berth_id.clone(),
            draft_cm: call.max_draft_cm,
            limit_cm: slot.depth_limit_cm,
        });
    }
    Ok(())
}

pub fn validate_call(slot: &BerthSlot, call: &VesselCall) -> Vec<ScheduleConflict> {
    [
        check_berth_free(slot, call),
        check_draft(slot, call),
        check_pilot_booking(call),
        check_tug_booking(call),
    ]
    .into_iter()
    .filter_map(Result::err)
    .collect()
}
