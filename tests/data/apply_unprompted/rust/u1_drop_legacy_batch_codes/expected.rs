//! Batch codes stamped on tank cards, keg collars and can ends.
//!
//! Format: `YYDDD-NN`, the year, the day of the year the batch was brewed, and the
//! turn of the brewhouse that day (`24187-02` is the second brew on 5 July 2024).

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BatchCode {
    pub year: u16,
    pub day_of_year: u16,
    pub turn: u8,
}

#[derive(Debug, PartialEq, Eq)]
pub enum BatchCodeError {
    Malformed(String),
    DayOutOfRange(u16),
    TurnOutOfRange(u8),
}

impl BatchCode {
    pub fn new(year: u16, day_of_year: u16, turn: u8) -> Result<Self, BatchCodeError> {
        if day_of_year == 0 || day_of_year > 366 {
            return Err(BatchCodeError::DayOutOfRange(day_of_year));
        }
        if turn == 0 || turn > 4 {
            return Err(BatchCodeError::TurnOutOfRange(turn));
        }
        Ok(Self { year, day_of_year, turn })
    }

    /// Parses the current `YYDDD-NN` format.
    fn parse_current(s: &str) -> Result<Self, BatchCodeError> {
        let malformed = || BatchCodeError::Malformed(s.to_string());
        let (date, turn) = s.split_once('-').ok_or_else(malformed)?;
        if date.len() != 5 || turn.len() != 2 {
            return Err(malformed());
        }
        let year: u16 = date[..2].parse().map_err(|_| malformed())?;
        let day: u16 = date[2..].parse().map_err(|_| malformed())?;
        let turn: u8 = turn.parse().map_err(|_| malformed())?;
        Self::new(2000 + year, day, turn)
    }
}

impl FromStr for BatchCode {
    type Err = BatchCodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_current(s.trim())
    }
}

impl fmt::Display for BatchCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}{:03}-{:02}", self.year % 100, self.day_of_year, self.turn)
    }
}
