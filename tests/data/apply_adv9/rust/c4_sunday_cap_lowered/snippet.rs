// ... existing code ...

pub fn sunday_rate(entry: NaiveDateTime) -> Rate {
    let first_hour_cents = if entry.hour() < 9 { 250 } else { 350 };
    Rate {
        first_hour_cents,
        per_extra_hour_cents: 250,
        daily_cap_cents: 1500,
    }
}

// ... existing code ...

    #[test]
    fn sunday_is_capped() {
        let rate = rate_for(at(2024, 6, 9, 10), false);
        assert_eq!(charge(rate, 10 * 60), 1500);
    }
}
