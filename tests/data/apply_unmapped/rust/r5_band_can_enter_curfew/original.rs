//! Wristband tiers and the zones each tier may enter.

use chrono::NaiveTime;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    Arena,
    Campsite,
    VipLounge,
    Backstage,
    ProductionOffice,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BandTier {
    DayTicket,
    Weekend,
    Vip,
    Crew,
    Artist,
}

#[derive(Debug, Clone)]
pub struct Wristband {
    pub serial: String,
    pub tier: BandTier,
    pub revoked: bool,
}

impl BandTier {
    pub fn zones(self) -> &'static [Zone] {
        match self {
            BandTier::DayTicket => &[Zone::Arena],
            BandTier::Weekend => &[Zone::Arena, Zone::Campsite],
            BandTier::Vip => &[Zone::Arena, Zone::Campsite, Zone::VipLounge],
            BandTier::Crew => &[Zone::Arena, Zone::Backstage, Zone::ProductionOffice],
            BandTier::Artist => &[Zone::Arena, Zone::Backstage, Zone::VipLounge],
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BandTier::DayTicket => "Day ticket",
            BandTier::Weekend => "Weekend",
            BandTier::Vip => "VIP",
            BandTier::Crew => "Crew",
            BandTier::Artist => "Artist",
        }
    }
}

impl Wristband {
    pub fn new(serial: impl Into<String>, tier: BandTier) -> Self {
        Self {
            serial: serial.into(),
            tier,
            revoked: false,
        }
    }

    pub fn can_enter(&self, zone: Zone, _now: NaiveTime) -> bool {
        if self.revoked {
            return false;
        }
        self.tier.zones().contains(&zone)
    }

    pub fn revoke(&mut self) {
        self.revoked = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(h: u32, m: u32) -> NaiveTime {
        NaiveTime::from_hms_opt(h, m, 0).unwrap()
    }

    #[test]
    fn weekend_band_reaches_campsite() {
        let band = Wristband::new("WK-0001", BandTier::Weekend);
        assert!(band.can_enter(Zone::Campsite, at(14, 0)));
    }

    #[test]
    fn day_ticket_cannot_reach_campsite() {
        let band = Wristband::new("DT-0001", BandTier::DayTicket);
        assert!(!band.can_enter(Zone::Campsite, at(14, 0)));
    }

    #[test]
    fn revoked_band_is_refused() {
        let mut band = Wristband::new("VIP-0001", BandTier::Vip);
        band.revoke();
        assert!(!band.can_enter(Zone::Arena, at(14, 0)));
    }
}
