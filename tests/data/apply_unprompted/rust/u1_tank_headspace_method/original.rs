//! Fermentation vessels in the cellar and what is in them.

use std::fmt;

use chrono::{DateTime, Utc};

use crate::batch::BatchCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TankState {
    Empty,
    Fermenting,
    Conditioning,
    Crashing,
    NeedsCip,
}

#[derive(Debug, Clone)]
pub struct FermentationTank {
    pub name: String,
    pub capacity_litres: f64,
    pub volume_litres: f64,
    pub state: TankState,
    pub batch: Option<BatchCode>,
    pub filled_at: Option<DateTime<Utc>>,
}

impl FermentationTank {
    pub fn new(name: &str, capacity_litres: f64) -> Self {
        Self {
            name: name.to_string(),
            capacity_litres,
            volume_litres: 0.0,
            state: TankState::Empty,
            batch: None,
            filled_at: None,
        }
    }

    pub fn is_available(&self) -> bool {
        self.state == TankState::Empty
    }

    pub fn fill(&mut self, batch: BatchCode, litres: f64, at: DateTime<Utc>) -> Result<(), String> {
        if !self.is_available() {
            return Err(format!("{} is not empty", self.name));
        }
        if litres > self.capacity_litres {
            return Err(format!("{} L will not fit in {}", litres, self.name));
        }
        self.volume_litres = litres;
        self.batch = Some(batch);
        self.filled_at = Some(at);
        self.state = TankState::Fermenting;
        Ok(())
    }

    pub fn transfer_out(&mut self) -> Option<BatchCode> {
        self.volume_litres = 0.0;
        self.filled_at = None;
        self.state = TankState::NeedsCip;
        self.batch.take()
    }

    pub fn days_in_tank(&self, now: DateTime<Utc>) -> Option<i64> {
        self.filled_at.map(|t| (now - t).num_days())
    }
}

impl fmt::Display for FermentationTank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.batch {
            Some(batch) => write!(f, "{} [{:?}] {} ({:.0} L)", self.name, self.state, batch, self.volume_litres),
            None => write!(f, "{} [{:?}]", self.name, self.state),
        }
    }
}
