//! Reference ranges used to flag vitals entered at patient intake.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    Normal,
    Abnormal,
    Critical,
}

#[derive(Debug, Clone, Copy)]
pub struct VitalRange {
    pub name: &'static str,
    pub critical_low: u16,
    pub abnormal_low: u16,
    pub abnormal_high: u16,
    pub critical_high: u16,
}

pub const HEART_RATE: VitalRange = VitalRange {
    name: "heart rate",
    critical_low: 40,
    abnormal_low: 50,
    abnormal_high: 100,
    critical_high: 130,
};

pub const PEDIATRIC_HEART_RATE: VitalRange = VitalRange {
    name: "heart rate (pediatric)",
    critical_low: 60,
    abnormal_low: 80,
    abnormal_high: 140,
    critical_high: 180,
};

pub const SYSTOLIC_BP: VitalRange = VitalRange {
    name: "systolic blood pressure",
    critical_low: 80,
    abnormal_low: 90,
    abnormal_high: 130,
    critical_high: 180,
};

pub const RESP_RATE: VitalRange = VitalRange {
    name: "respiratory rate",
    critical_low: 8,
    abnormal_low: 12,
    abnormal_high: 20,
    critical_high: 30,
};

impl VitalRange {
    pub fn classify(&self, value: u16) -> Flag {
        if value < self.critical_low || value > self.critical_high {
            Flag::Critical
        } else if value < self.abnormal_low || value > self.abnormal_high {
            Flag::Abnormal
        } else {
            Flag::Normal
        }
    }
}

impl fmt::Display for VitalRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: normal {}-{}, critical <{} or >{}",
            self.name, self.abnormal_low, self.abnormal_high, self.critical_low, self.critical_high
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn systolic_ranges() {
        assert_eq!(SYSTOLIC_BP.classify(120), Flag::Normal);
        assert_eq!(SYSTOLIC_BP.classify(135), Flag::Abnormal);
        assert_eq!(SYSTOLIC_BP.classify(75), Flag::Critical);
    }

    #[test]
    fn pediatric_heart_rate_is_wider() {
        assert_eq!(PEDIATRIC_HEART_RATE.classify(130), Flag::Normal);
        assert_eq!(HEART_RATE.classify(130), Flag::Abnormal);
    }
}
