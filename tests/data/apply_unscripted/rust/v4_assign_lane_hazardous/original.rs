use std::fmt;

/// One vehicle lane on the car deck.
#[derive(Debug, Clone)]
pub struct Lane {
    pub number: u8,
    pub length_cm: u32,
    pub clearance_cm: u32,
    pub open_deck: bool,
    pub used_cm: u32,
}

#[derive(Debug, Clone)]
pub struct Vehicle {
    pub registration: String,
    pub length_cm: u32,
    pub height_cm: u32,
    pub hazardous: bool,
}

impl fmt::Display for Lane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lane {} ({}/{} cm)", self.number, self.used_cm, self.length_cm)
    }
}

impl Lane {
    pub fn free_cm(&self) -> u32 {
        self.length_cm.saturating_sub(self.used_cm)
    }

    pub fn fits(&self, vehicle: &Vehicle, gap_cm: u32) -> bool {
        vehicle.height_cm <= self.clearance_cm && vehicle.length_cm + gap_cm <= self.free_cm()
    }
}

/// Loading plan for a single sailing.
pub struct DeckPlan {
    pub lanes: Vec<Lane>,
    pub gap_cm: u32,
}

impl DeckPlan {
    pub fn new(lanes: Vec<Lane>) -> Self {
        DeckPlan { lanes, gap_cm: 50 }
    }

    /// Puts the vehicle in the first lane it fits in and returns the lane number.
    pub fn assign_lane(&mut self, vehicle: &Vehicle) -> Option<u8> {
        let gap = self.gap_cm;
        let lane = self.lanes.iter_mut().find(|lane| lane.fits(vehicle, gap))?;
        lane.used_cm += vehicle.length_cm + gap;
        Some(lane.number)
    }

    /// Takes a vehicle back off a lane, e.g. after a no-show.
    pub fn release(&mut self, lane_number: u8, vehicle: &Vehicle) {
        let gap = self.gap_cm;
        if let Some(lane) = self.lanes.iter_mut().find(|l| l.number == lane_number) {
            lane.used_cm = lane.used_cm.saturating_sub(vehicle.length_cm + gap);
        }
    }

    pub fn total_free_cm(&self) -> u32 {
        self.lanes.iter().map(Lane::free_cm).sum()
    }

    pub fn is_full_for(&self, vehicle: &Vehicle) -> bool {
        !self.lanes.iter().any(|lane| lane.fits(vehicle, self.gap_cm))
    }
}
