use std::collections::HashMap;

use chrono::{Datelike, Duration, NaiveDate};
use serde::Serialize;

use crate::patients::{Patient, PatientId};
use crate::visits::{Visit, VisitKind};

/// Recall types the hygiene schedule tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum RecallKind {
    Prophy,
    PerioMaintenance,
    Bitewings,
    FullMouthSeries,
}

impl RecallKind {
    pub fn interval(self) -> Duration {
        match self {
            RecallKind::Prophy => Duration::days(182),
            RecallKind::PerioMaintenance => Duration::days(91),
            RecallKind::Bitewings => Duration::days(365),
            RecallKind::FullMouthSeries => Duration::days(365 * 5),
        }
    }

    fn from_visit(kind: VisitKind) -> Option<Self> {
        match kind {
            VisitKind::Cleaning => Some(RecallKind::Prophy),
            VisitKind::PerioMaintenance => Some(RecallKind::PerioMaintenance),
            VisitKind::BitewingXrays => Some(RecallKind::Bitewings),
            VisitKind::FullMouthXrays => Some(RecallKind::FullMouthSeries),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct RecallDue {
    pub patient_id: PatientId,
    pub kind: RecallKind,
    pub last_done: NaiveDate,
    pub due: NaiveDate,
}

/// Latest visit date per recall kind for one patient.
fn last_visits(visits: &[Visit]) -> HashMap<RecallKind, NaiveDate> {
    let mut latest: HashMap<RecallKind, NaiveDate> = HashMap::new();
    for visit in visits {
        if let Some(kind) = RecallKind::from_visit(visit.kind) {
            let entry = latest.entry(kind).or_insert(visit.date);
            if visit.date > *entry {
                *entry = visit.date;
            }
        }
    }
    latest
}

/// Recalls that fall due on or before `as_of`, oldest first.
pub fn recalls_due(patient: &Patient, visits: &[Visit], as_of: NaiveDate) -> Vec<RecallDue> {
    let mut due: Vec<RecallDue> = last_visits(visits)
        .into_iter()
        .map(|(kind, last_done)| RecallDue {
            patient_id: patient.id,
            kind,
            last_done,
            due: last_done + kind.interval(),
        })
        .filter(|r| r.due <= as_of)
        .collect();
    due.sort_by_key(|r| r.due);
    due
}

/// Groups due recalls by the Monday of the week they fall in, for the postcard run.
pub fn group_by_week(due: &[RecallDue]) -> HashMap<NaiveDate, Vec<&RecallDue>> {
    let mut weeks: HashMap<NaiveDate, Vec<&RecallDue>> = HashMap::new();
    for recall in due {
        let offset = i64::from(recall.due.weekday().num_days_from_monday());
        let monday = recall.due - Duration::days(offset);
        weeks.entry(monday).or_default().push(recall);
    }
    weeks
}
