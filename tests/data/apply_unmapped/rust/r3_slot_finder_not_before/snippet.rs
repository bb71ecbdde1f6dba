// ... existing code ...

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
        // ... unchanged ...
    }
    None
}

#[cfg(test)]
mod tests {
    // ... existing tests ...

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
