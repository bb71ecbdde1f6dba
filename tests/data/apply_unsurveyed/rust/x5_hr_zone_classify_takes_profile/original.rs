use std::fmt;

/// Heart-rate training zones, following the five-zone model used by most
/// coaching platforms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HrZone {
    Recovery,
    Endurance,
    Tempo,
    Threshold,
    Anaerobic,
}

impl fmt::Display for HrZone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            HrZone::Recovery => "Z1 Recovery",
            HrZone::Endurance => "Z2 Endurance",
            HrZone::Tempo => "Z3 Tempo",
            HrZone::Threshold => "Z4 Threshold",
            HrZone::Anaerobic => "Z5 Anaerobic",
        };
        write!(f, "{}", label)
    }
}

#[derive(Debug, Clone)]
pub struct AthleteProfile {
    pub athlete_id: u64,
    pub max_hr: u16,
    pub resting_hr: u16,
}

/// Classify a heart-rate sample using percentage of max HR.
pub fn classify_sample(bpm: u16, max_hr: u16) -> HrZone {
    let pct = bpm as f32 / max_hr as f32;
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
        let zone = classify_sample(bpm, profile.max_hr);
        totals[zone_index(zone)] += interval_secs;
    }
    totals
}

fn zone_index(zone: HrZone) -> usize {
    match zone {
        HrZone::Recovery => 0,
        HrZone::Endurance => 1,
        HrZone::Tempo => 2,
        HrZone::Threshold => 3,
        HrZone::Anaerobic => 4,
    }
}

pub fn dominant_zone(samples: &[u16], profile: &AthleteProfile) -> Option<HrZone> {
    if samples.is_empty() {
        return None;
    }
    let totals = time_in_zones(samples, 1, profile);
    let (idx, _) = totals.iter().enumerate().max_by_key(|(_, secs)| **secs)?;
    Some(ZONES[idx])
}

const ZONES: [HrZone; 5] = [
    HrZone::Recovery,
    HrZone::Endurance,
    HrZone::Tempo,
    HrZone::Threshold,
    HrZone::Anaerobic,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_easy_run_as_endurance() {
        assert_eq!(classify_sample(130, 190), HrZone::Endurance);
    }

    #[test]
    fn anaerobic_above_ninety_percent() {
        assert_eq!(classify_sample(180, 190), HrZone::Anaerobic);
    }
}
