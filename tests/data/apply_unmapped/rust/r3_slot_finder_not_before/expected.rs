//! Chair-time slot finder used by the online booking widget.

use chrono::{Duration, NaiveTime};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChairId(pub u16);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Booking {
    pub chair: ChairId,
    pub start: NaiveTime,
    pub end: NaiveTime,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub chair: ChairId,
    pub start: NaiveTime,
    pub end: NaiveTime,
}

pub struct ClinicDay {
    pub opens: NaiveTime,
    pub closes: NaiveTime,
    pub bookings: Vec<Booking>,
}

fn overlaps(a_start: NaiveTime, a_end: NaiveTime, b_start: NaiveTime, b_end: NaiveTime) -> bool {
    a_start < b_end && b_start < a_end
}

fn is_free(day: &ClinicDay, chair: ChairId, start: NaiveTime, end: NaiveTime) -> bool {
    day.bookings
        .iter()
        .filter(|b| b.chair == chair)
        .all(|b| !overlaps(start, end, b.start, b.end))
}

/// All free slots of `length` on one chair, stepping in 15-minute increments.
pub fn open_slots(day: &ClinicDay, chair: ChairId, length: Duration) -> Vec<Slot> {
    let step = Duration::minutes(15);
    let mut slots = Vec::new();
    let mut start = day.opens;
    while start + length <= day.closes {
        let end = start + length;
        if is_free(day, chair, start, end) {
            slots.push(Slot { chair, start, end });
        }
        start = start + step;
    }
    slots
}

/// The earliest free slot of `length` on one chair that starts no earlier
/// than `not_before` (same-day bookings pass the current time).
pub fn next_open_slot(
    day: &ClinicDay,
    chair: ChairId,
    length: Duration,
    not_before: NaiveTime,
) -> Option<Slot> {
    let step = Duration::minutes(15);
    let mut start = day.opens.max(not_before);
    while start + length <= day.closes {
        let end = start + length;
        if is_free(day, chair, start, end) {
            return Some(Slot { chair, start, end });
        }
        start = start + step;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(h: u32, m: u32) -> NaiveTime {
        NaiveTime::from_hms_opt(h, m, 0).unwrap()
    }

    fn day_with(bookings: Vec<Booking>) -> ClinicDay {
        ClinicDay { opens: t(8, 0), closes: t(17, 0), bookings }
    }

    #[test]
    fn empty_day_has_slots_all_day() {
        let day = day_with(vec![]);
        let slots = open_slots(&day, ChairId(1), Duration::minutes(60));
        assert_eq!(slots.first().unwrap().start, t(8, 0));
        assert_eq!(slots.last().unwrap().end, t(17, 0));
    }

    #[test]
    fn bookings_on_other_chairs_are_ignored() {
        let day = day_with(vec![Booking { chair: ChairId(2), start: t(8, 0), end: t(12, 0) }]);
        let slots = open_slots(&day, ChairId(1), Duration::minutes(30));
        assert_eq!(slots.first().unwrap().start, t(8, 0));
    }

    #[test]
    fn next_slot_skips_booked_morning() {
        let day = day_with(vec![Booking { chair: ChairId(1), start: t(8, 0), end: t(10, 30) }]);
        let slot = next_open_slot(&day, ChairId(1), Duration::minutes(45), t(8, 0)).unwrap();
        assert_eq!(slot.start, t(10, 30));
    }

    #[test]
    fn next_slot_is_none_when_chair_is_full() {
        let day = day_with(vec![Booking { chair: ChairId(1), start: t(8, 0), end: t(17, 0) }]);
        assert!(next_open_slot(&day, ChairId(1), Duration::minutes(30), t(8, 0)).is_none());
    }
}
