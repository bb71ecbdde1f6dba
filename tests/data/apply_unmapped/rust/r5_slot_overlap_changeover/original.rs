//! Running order for a single stage.

use chrono::{Duration, NaiveDateTime};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    pub artist: String,
    pub start: NaiveDateTime,
    pub end: NaiveDateTime,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ScheduleError {
    #[error("{0} ends before it starts")]
    Backwards(String),
    #[error("{new} clashes with {existing}")]
    Clash { new: String, existing: String },
    #[error("{0} runs past curfew")]
    PastCurfew(String),
}

impl Slot {
    pub fn duration(&self) -> Duration {
        self.end - self.start
    }

    pub fn overlaps(&self, other: &Slot) -> bool {
        self.start < other.end && other.start < self.end
    }
}

pub struct StageSchedule {
    pub stage: String,
    pub curfew: NaiveDateTime,
    pub changeover: Duration,
    slots: Vec<Slot>,
}

impl StageSchedule {
    pub fn new(stage: &str, curfew: NaiveDateTime, changeover: Duration) -> Self {
        Self {
            stage: stage.to_string(),
            curfew,
            changeover,
            slots: Vec::new(),
        }
    }

    pub fn add(&mut self, slot: Slot) -> Result<(), ScheduleError> {
        if slot.end <= slot.start {
            return Err(ScheduleError::Backwards(slot.artist));
        }
        if slot.end > self.curfew {
            return Err(ScheduleError::PastCurfew(slot.artist));
        }
        if let Some(existing) = self.slots.iter().find(|s| s.overlaps(&slot)) {
            return Err(ScheduleError::Clash {
                new: slot.artist,
                existing: existing.artist.clone(),
            });
        }
        self.slots.push(slot);
        self.slots.sort_by_key(|s| s.start);
        Ok(())
    }

    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    pub fn total_stage_time(&self) -> Duration {
        self.slots.iter().map(Slot::duration).fold(Duration::zero(), |a, b| a + b)
    }
}
