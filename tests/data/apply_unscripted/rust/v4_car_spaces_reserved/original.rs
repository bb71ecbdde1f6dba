use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SailingStatus {
    Scheduled,
    Boarding,
    WeatherHold,
    Departed,
    Cancelled,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Sailing {
    pub id: u64,
    pub route_code: String,
    pub departs_at: DateTime<Utc>,
    pub status: SailingStatus,
    pub passenger_capacity: u32,
    pub passengers_booked: u32,
    pub car_spaces: u32,
    pub cars_booked: u32,
    /// Spaces kept free for ambulances and island emergency services.
    pub emergency_reserved: u32,
    pub freight_lane_metres: u32,
    pub freight_metres_booked: u32,
}

impl Sailing {
    /// Foot passenger seats still on sale.
    pub fn seats_left(&self) -> u32 {
        self.passenger_capacity.saturating_sub(self.passengers_booked)
    }

    /// Car spaces still on sale.
    pub fn car_spaces_left(&self) -> u32 {
        self.car_spaces.saturating_sub(self.cars_booked)
    }

    /// Freight lane metres still on sale.
    pub fn freight_metres_left(&self) -> u32 {
        self.freight_lane_metres.saturating_sub(self.freight_metres_booked)
    }

    /// Whether new tickets may be sold for this sailing at `now`.
    pub fn is_bookable(&self, now: DateTime<Utc>) -> bool {
        matches!(self.status, SailingStatus::Scheduled | SailingStatus::WeatherHold)
            && self.departs_at > now
    }

    /// Share of car deck booked, for the operations dashboard.
    pub fn car_deck_load(&self) -> f32 {
        if self.car_spaces == 0 {
            return 0.0;
        }
        self.cars_booked as f32 / self.car_spaces as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sailing() -> Sailing {
        Sailing {
            id: 1,
            route_code: "OBN-CRN".into(),
            departs_at: Utc::now(),
            status: SailingStatus::Scheduled,
            passenger_capacity: 600,
            passengers_booked: 590,
            car_spaces: 60,
            cars_booked: 55,
            emergency_reserved: 2,
            freight_lane_metres: 120,
            freight_metres_booked: 120,
        }
    }

    #[test]
    fn seats_left_counts_down() {
        assert_eq!(sailing().seats_left(), 10);
    }

    #[test]
    fn freight_full() {
        assert_eq!(sailing().freight_metres_left(), 0);
    }
}
