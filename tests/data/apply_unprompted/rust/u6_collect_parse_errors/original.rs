use std::fmt;
use std::str::FromStr;

use chrono::NaiveTime;

/// A line from a decoder's backup file: `chip,mat,hh:mm:ss.mmm`.
#[derive(Debug, Clone, PartialEq)]
pub struct ChipRead {
    pub chip: String,
    pub mat: Mat,
    pub time: NaiveTime,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mat {
    Start,
    Km10,
    Half,
    Km30,
    Finish,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    WrongFieldCount(usize),
    BadChip(String),
    UnknownMat(String),
    BadTime(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::WrongFieldCount(n) => write!(f, "expected 3 fields, found {n}"),
            ParseError::BadChip(c) => write!(f, "invalid chip id {c:?}"),
            ParseError::UnknownMat(m) => write!(f, "unknown timing mat {m:?}"),
            ParseError::BadTime(t) => write!(f, "invalid time {t:?}"),
        }
    }
}

impl FromStr for Mat {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_uppercase().as_str() {
            "START" => Ok(Mat::Start),
            "K10" => Ok(Mat::Km10),
            "HALF" => Ok(Mat::Half),
            "K30" => Ok(Mat::Km30),
            "FINISH" => Ok(Mat::Finish),
            other => Err(ParseError::UnknownMat(other.to_string())),
        }
    }
}

fn parse_chip(field: &str) -> Result<String, ParseError> {
    let chip = field.trim();
    if chip.len() == 8 && chip.chars().all(|c| c.is_ascii_hexdigit()) {
        Ok(chip.to_ascii_uppercase())
    } else {
        Err(ParseError::BadChip(chip.to_string()))
    }
}

fn parse_time(field: &str) -> Result<NaiveTime, ParseError> {
    NaiveTime::parse_from_str(field.trim(), "%H:%M:%S%.3f")
        .map_err(|_| ParseError::BadTime(field.trim().to_string()))
}

pub fn parse_line(line: &str) -> Result<ChipRead, ParseError> {
    let fields: Vec<&str> = line.split(',').collect();
    if fields.len() != 3 {
        return Err(ParseError::WrongFieldCount(fields.len()));
    }
    Ok(ChipRead {
        chip: parse_chip(fields[0])?,
        mat: fields[1].parse()?,
        time: parse_time(fields[2])?,
    })
}

/// Parses a whole backup file, stopping at the first bad line.
pub fn parse_file(contents: &str) -> Result<Vec<ChipRead>, ParseError> {
    contents
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(parse_line)
        .collect()
}
