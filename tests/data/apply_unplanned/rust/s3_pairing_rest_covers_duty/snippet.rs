// ... existing code ...

pub fn check_rest(pairing: &Pairing, limits: &Limits) -> Vec<Violation> {
    let mut violations = Vec::new();
    for (i, pair) in pairing.duties.windows(2).enumerate() {
        let (prev, next) = (&pair[0], &pair[1]);
        let actual = next.report - prev.release;
        let floor = if prev.ends_at_base { limits.min_rest_home } else { limits.min_rest_away };
        // Rest must be at least as long as the preceding duty period.
        let required = floor.max(prev.release - prev.report);
        if actual < required {
            violations.push(Violation::RestTooShort { after_duty: i, actual, required });
        }
    }
    violations
}

// ... existing code ...
