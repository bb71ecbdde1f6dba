//! Operating limits per vessel, used by the weather hold checker.
//! Figures come from each vessel's passenger certificate and the
//! master's standing orders; change them only with marine ops sign-off.

use crate::fleet::Vessel;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OperatingLimits {
    pub max_mean_wind_kn: u32,
    pub max_gust_kn: u32,
    pub max_significant_wave_m: f32,
    pub min_visibility_nm: f32,
    pub night_sailing: bool,
}

pub fn limits_for(vessel: Vessel) -> OperatingLimits {
    match vessel {
        // 90 m ro-ro, main crossing.
        Vessel::IsleOfArran => OperatingLimits {
            max_mean_wind_kn: 40,
            max_gust_kn: 50,
            max_significant_wave_m: 3.5,
            min_visibility_nm: 0.5,
            night_sailing: true,
        },
        // 90 m ro-ro, sister ship of the Arran.
        Vessel::IsleOfMull => OperatingLimits {
            max_mean_wind_kn: 40,
            max_gust_kn: 50,
            max_significant_wave_m: 3.5,
            min_visibility_nm: 0.5,
            night_sailing: true,
        },
        // 50 m double-ender, short sound crossings.
        Vessel::LochShira => OperatingLimits {
            max_mean_wind_kn: 35,
            max_gust_kn: 45,
            max_significant_wave_m: 2.5,
            min_visibility_nm: 0.5,
            night_sailing: true,
        },
        // 50 m double-ender, relief vessel.
        Vessel::LochFyne => OperatingLimits {
            max_mean_wind_kn: 35,
            max_gust_kn: 45,
            max_significant_wave_m: 2.5,
            min_visibility_nm: 0.5,
            night_sailing: true,
        },
        // 30 m landing craft, no night certificate.
        Vessel::Eigg => OperatingLimits {
            max_mean_wind_kn: 30,
            max_gust_kn: 38,
            max_significant_wave_m: 1.5,
            min_visibility_nm: 1.0,
            night_sailing: false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sister_ships_share_limits() {
        assert_eq!(limits_for(Vessel::IsleOfArran), limits_for(Vessel::IsleOfMull));
    }

    #[test]
    fn eigg_does_not_sail_at_night() {
        assert!(!limits_for(Vessel::Eigg).night_sailing);
    }
}
