//! Cleaning-in-place (CIP) programs for the cellar tanks.

use std::fmt;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TankKind {
    Fermenter,
    Brite,
    HotLiquor,
    KegWasher,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CipCycle {
    pub caustic_pct: f32,
    pub caustic_temp_c: f32,
    pub caustic_minutes: u32,
    pub acid_minutes: u32,
    pub sanitize: bool,
}

impl CipCycle {
    pub fn total_duration(&self) -> Duration {
        // Two fixed 5-minute rinses plus the chemical stages.
        let minutes = 10 + self.caustic_minutes + self.acid_minutes;
        Duration::from_secs(u64::from(minutes) * 60)
    }
}

impl TankKind {
    pub fn cip_cycle(&self) -> CipCycle {
        match self {
            TankKind::Fermenter => CipCycle {
                caustic_pct: 2.0,
                caustic_temp_c: 70.0,
                caustic_minutes: 30,
                acid_minutes: 15,
                sanitize: true,
            },
            TankKind::Brite => CipCycle {
                caustic_pct: 2.0,
                caustic_temp_c: 65.0, // brite tank gaskets are only rated to 65 °C
                caustic_minutes: 20,
                acid_minutes: 15,
                sanitize: true,
            },
            TankKind::HotLiquor => CipCycle {
                caustic_pct: 1.5,
                caustic_temp_c: 80.0,
                caustic_minutes: 20,
                acid_minutes: 0,
                sanitize: false,
            },
            TankKind::KegWasher => CipCycle {
                caustic_pct: 1.5,
                caustic_temp_c: 70.0,
                caustic_minutes: 10,
                acid_minutes: 10,
                sanitize: true,
            },
        }
    }

    pub fn label(&self) -> &'static str {
        match self {
            TankKind::Fermenter => "fermenter",
            TankKind::Brite => "brite tank",
            TankKind::HotLiquor => "hot liquor tank",
            TankKind::KegWasher => "keg washer",
        }
    }
}

impl fmt::Display for CipCycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.1}% caustic at {:.0} °C for {} min, acid {} min{}",
            self.caustic_pct,
            self.caustic_temp_c,
            self.caustic_minutes,
            self.acid_minutes,
            if self.sanitize { ", then sanitize" } else { "" }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fermenter_cycle_takes_55_minutes() {
        assert_eq!(TankKind::Fermenter.cip_cycle().total_duration(), Duration::from_secs(55 * 60));
    }

    #[test]
    fn hot_liquor_tank_skips_acid() {
        assert_eq!(TankKind::HotLiquor.cip_cycle().acid_minutes, 0);
    }
}
