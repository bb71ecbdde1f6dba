//! Boarding gate checks: validates scanned tickets against the sailing manifest.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use thiserror::Error;

use crate::manifest::{Manifest, TicketKind};

#[derive(Debug, Error, PartialEq)]
pub enum BoardingError {
    #[error("ticket {0} is not on this sailing's manifest")]
    NotOnManifest(String),
    #[error("ticket {0} was already scanned")]
    AlreadyBoarded(String),
    #[error("boarding closed {0} minutes before departure")]
    GateClosed(i64),
    #[error("sailing is on weather hold")]
    WeatherHold,
}

#[derive(Debug, Default)]
pub struct BoardingSummary {
    pub foot_passengers: u32,
    pub vehicles: u32,
    pub rejected: Vec<BoardingError>,
}

/// Minutes before departure at which each kind of ticket stops boarding.
fn gate_close_minutes(kind: TicketKind) -> i64 {
    match kind {
        TicketKind::FootPassenger => 5,
        TicketKind::Car => 20,
        TicketKind::Freight => 45,
    }
}

pub fn check_ticket(
    manifest: &Manifest,
    ticket_ref: &str,
    scanned_at: DateTime<Utc>,
) -> Result<TicketKind, BoardingError> {
    if manifest.on_weather_hold {
        return Err(BoardingError::WeatherHold);
    }
    let kind = manifest
        .kind_of(ticket_ref)
        .ok_or_else(|| BoardingError::NotOnManifest(ticket_ref.to_string()))?;
    let close = gate_close_minutes(kind);
    if scanned_at > manifest.departure - Duration::minutes(close) {
        return Err(BoardingError::GateClosed(close));
    }
    Ok(kind)
}

/// Processes a batch of scans from one gate handset, in scan order.
pub fn process_scans(
    manifest: &Manifest,
    scans: &[(String, DateTime<Utc>)],
) -> BoardingSummary {
    let mut summary = BoardingSummary::default();
    let mut per_kind: HashMap<TicketKind, u32> = HashMap::new();

    for (ticket_ref, scanned_at) in scans {
        match check_ticket(manifest, ticket_ref, *scanned_at) {
            Ok(kind) => *per_kind.entry(kind).or_insert(0) += 1,
            Err(err) => summary.rejected.push(err),
        }
    }

    summary.foot_passengers = per_kind.get(&TicketKind::FootPassenger).copied().unwrap_or(0);
    summary.vehicles = per_kind.get(&TicketKind::Car).copied().unwrap_or(0)
        + per_kind.get(&TicketKind::Freight).copied().unwrap_or(0);
    summary
}
