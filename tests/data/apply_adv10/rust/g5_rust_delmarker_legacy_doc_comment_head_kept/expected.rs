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

pub fn parse_all(text: &str) -> Result<Vec<Record>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(parse_line)
        .collect()
}
