use crate::model::{Record, Timestamp};
use anyhow::{Context, Result};

pub fn parse_line(line: &str) -> Result<Record> {
    let mut parts = line.splitn(3, '|');
    let ts = parts.next().context("missing timestamp")?;
    let level = parts.next().context("missing level")?;
    let msg = parts.next().unwrap_or_default();
    Ok(Record {
        at: Timestamp::parse(ts)?,
        level: level.trim().parse()?,
        message: msg.trim().to_owned(),
    })
}

pub fn parse_legacy_csv(line: &str) -> Result<Record> {
    let fields: Vec<&str> = line.splitn(3, ',').collect();
    parse_line(&fields.join("|"))
}

/// Lines written by agents before 2.0: space separated, epoch seconds.
pub fn parse_legacy_v1(line: &str) -> Result<Record> {
    let (ts, rest) = line.split_once(' ').context("missing timestamp")?;
    let secs: i64 = ts.parse()?;
    let (level, msg) = rest.split_once(' ').unwrap_or((rest, ""));
    parse_line(&format!("{}|{}|{}", Timestamp::from_epoch(secs), level, msg))
}

pub fn parse_all(text: &str) -> Result<Vec<Record>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(parse_line)
        .collect()
}
