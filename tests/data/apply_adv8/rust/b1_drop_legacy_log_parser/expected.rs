//! Parses CDN access-log lines into download events for the stats pipeline.

use std::net::IpAddr;

use chrono::{DateTime, Utc};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq)]
pub struct DownloadEvent {
    pub episode_id: String,
    pub client_ip: IpAddr,
    pub user_agent: String,
    pub bytes_sent: u64,
    pub at: DateTime<Utc>,
}

#[derive(Debug, Error, PartialEq)]
pub enum ParseError {
    #[error("expected {expected} fields, found {found}")]
    FieldCount { expected: usize, found: usize },
    #[error("invalid {field}: {value}")]
    InvalidField { field: &'static str, value: String },
    #[error("not an episode download: {0}")]
    NotEpisode(String),
}

fn episode_id_from_path(path: &str) -> Result<String, ParseError> {
    path.strip_prefix("/episodes/")
        .and_then(|rest| rest.strip_suffix(".mp3"))
        .filter(|id| !id.is_empty() && !id.contains('/'))
        .map(str::to_owned)
        .ok_or_else(|| ParseError::NotEpisode(path.to_owned()))
}

fn parse_field<T: std::str::FromStr>(field: &'static str, value: &str) -> Result<T, ParseError> {
    value.parse().map_err(|_| ParseError::InvalidField { field, value: value.to_owned() })
}

/// Parses the tab-separated v2 log format: timestamp, ip, path, bytes, user agent.
pub fn parse_line(line: &str) -> Result<DownloadEvent, ParseError> {
    let fields: Vec<&str> = line.split('\t').collect();
    if fields.len() != 5 {
        return Err(ParseError::FieldCount { expected: 5, found: fields.len() });
    }
    let at = DateTime::parse_from_rfc3339(fields[0])
        .map_err(|_| ParseError::InvalidField { field: "timestamp", value: fields[0].to_owned() })?
        .with_timezone(&Utc);
    Ok(DownloadEvent {
        episode_id: episode_id_from_path(fields[2])?,
        client_ip: parse_field("client_ip", fields[1])?,
        user_agent: fields[4].to_owned(),
        bytes_sent: parse_field("bytes_sent", fields[3])?,
        at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_v2_line() {
        let line = "2024-05-02T10:15:00Z\t203.0.113.7\t/episodes/ep_81f2.mp3\t48213344\tAppleCoreMedia/1.0";
        let event = parse_line(line).unwrap();
        assert_eq!(event.episode_id, "ep_81f2");
        assert_eq!(event.bytes_sent, 48_213_344);
    }

    #[test]
    fn rejects_non_episode_paths() {
        let line = "2024-05-02T10:15:00Z\t203.0.113.7\t/shows/cover.jpg\t2048\tcurl/8.0";
        assert_eq!(parse_line(line), Err(ParseError::NotEpisode("/shows/cover.jpg".to_owned())));
    }
}
