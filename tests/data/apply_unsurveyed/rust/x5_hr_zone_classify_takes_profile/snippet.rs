// ... existing code ...

/// Classify a heart-rate sample using heart-rate reserve (Karvonen method).
pub fn classify_sample(bpm: u16, profile: &AthleteProfile) -> HrZone {
    let reserve = profile.max_hr.saturating_sub(profile.resting_hr).max(1) as f32;
    let pct = bpm.saturating_sub(profile.resting_hr) as f32 / reserve;
    if pct < 0.60 {
        HrZone::Recovery
    } else if pct < 0.70 {
        HrZone::Endurance
    } else if pct < 0.80 {
        HrZone::Tempo
    } else if pct < 0.90 {
        HrZone::Threshold
    } else {
        HrZone::Anaerobic
    }
}

/// Seconds spent in each zone, given samples taken at a fixed interval.
pub fn time_in_zones(samples: &[u16], interval_secs: u32, profile: &AthleteProfile) -> [u32; 5] {
    let mut totals = [0u32; 5];
    for &bpm in samples {
        let zone = classify_sample(bpm, profile);
        totals[zone_index(zone)] += interval_secs;
    }
    totals
}

// ... existing code ...

#[cfg(test)]
mod tests {
    use super::*;

    fn runner() -> AthleteProfile {
        AthleteProfile { athlete_id: 7, max_hr: 190, resting_hr: 50 }
    }

    #[test]
    fn classifies_easy_run_as_endurance() {
        assert_eq!(classify_sample(140, &runner()), HrZone::Endurance);
    }

    #[test]
    fn anaerobic_above_ninety_percent() {
        assert_eq!(classify_sample(180, &runner()), HrZone::Anaerobic);
    }
}
