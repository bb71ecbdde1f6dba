//! Tariff tables for the Harbourside multi-storey.
//!
//! All amounts are in euro cents. Rates were last revised by the council
//! parking committee in March; see ops/tariffs/CHANGELOG.md.

use chrono::{Datelike, NaiveDateTime, Timelike, Weekday};

/// Price schedule applied to one stay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub first_hour_cents: u32,
    pub per_extra_hour_cents: u32,
    pub daily_cap_cents: u32,
}

pub fn weekday_rate(entry: NaiveDateTime) -> Rate {
    let first_hour_cents = if entry.hour() < 9 { 250 } else { 400 };
    Rate {
        first_hour_cents,
        per_extra_hour_cents: 300,
        daily_cap_cents: 2400,
    }
}

pub fn saturday_rate(entry: NaiveDateTime) -> Rate {
    let first_hour_cents = if entry.hour() < 9 { 250 } else { 350 };
    Rate {
        first_hour_cents,
        per_extra_hour_cents: 300,
        daily_cap_cents: 1800,
    }
}

pub fn sunday_rate(entry: NaiveDateTime) -> Rate {
    let first_hour_cents = if entry.hour() < 9 { 250 } else { 350 };
    Rate {
        first_hour_cents,
        per_extra_hour_cents: 250,
        daily_cap_cents: 1800,
    }
}

pub fn event_night_rate(_entry: NaiveDateTime) -> Rate {
    Rate {
        first_hour_cents: 800,
        per_extra_hour_cents: 0,
        daily_cap_cents: 800,
    }
}

/// Picks the rate for a stay from its entry time.
pub fn rate_for(entry: NaiveDateTime, event_night: bool) -> Rate {
    if event_night && entry.hour() >= 17 {
        return event_night_rate(entry);
    }
    match entry.weekday() {
        Weekday::Sat => saturday_rate(entry),
        Weekday::Sun => sunday_rate(entry),
        _ => weekday_rate(entry),
    }
}

/// Charge in cents for a stay of `minutes`, capped per started day.
pub fn charge(rate: Rate, minutes: u32) -> u32 {
    if minutes == 0 {
        return 0;
    }
    let hours = (minutes + 59) / 60;
    let days = (hours + 23) / 24;
    let uncapped = rate.first_hour_cents + (hours - 1) * rate.per_extra_hour_cents;
    uncapped.min(rate.daily_cap_cents * days)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(y: i32, m: u32, d: u32, h: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(y, m, d).unwrap().and_hms_opt(h, 0, 0).unwrap()
    }

    #[test]
    fn saturday_is_capped() {
        let rate = rate_for(at(2024, 6, 8, 10), false);
        assert_eq!(charge(rate, 10 * 60), 1800);
    }

    #[test]
    fn sunday_is_capped() {
        let rate = rate_for(at(2024, 6, 9, 10), false);
        assert_eq!(charge(rate, 10 * 60), 1800);
    }
}
