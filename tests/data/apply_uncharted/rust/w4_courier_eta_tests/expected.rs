//! Pickup and drop-off ETA estimates for courier dispatch.

use std::time::Duration;

const EARTH_RADIUS_KM: f64 = 6371.0;

/// Street distance is longer than the straight line; 1.3 is the city-wide average detour factor.
const DETOUR_FACTOR: f64 = 1.3;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LatLng {
    pub lat: f64,
    pub lng: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vehicle {
    Bike,
    Scooter,
    Car,
}

impl Vehicle {
    /// Average urban speed in km/h, measured from last quarter's completed trips.
    pub fn avg_speed_kmh(self) -> f64 {
        match self {
            Vehicle::Bike => 14.0,
            Vehicle::Scooter => 22.0,
            Vehicle::Car => 19.0,
        }
    }

    /// Fixed overhead per stop: parking, walking in, finding the order on the shelf.
    pub fn stop_overhead(self) -> Duration {
        match self {
            Vehicle::Bike => Duration::from_secs(90),
            Vehicle::Scooter => Duration::from_secs(120),
            Vehicle::Car => Duration::from_secs(240),
        }
    }
}

/// Great-circle distance between two points in kilometres.
pub fn haversine_km(a: LatLng, b: LatLng) -> f64 {
    let d_lat = (b.lat - a.lat).to_radians();
    let d_lng = (b.lng - a.lng).to_radians();
    let h = (d_lat / 2.0).sin().powi(2)
        + a.lat.to_radians().cos() * b.lat.to_radians().cos() * (d_lng / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_KM * h.sqrt().asin()
}

/// Door-to-door travel time for one leg, including the stop overhead at the destination.
pub fn travel_time(from: LatLng, to: LatLng, vehicle: Vehicle) -> Duration {
    let hours = haversine_km(from, to) * DETOUR_FACTOR / vehicle.avg_speed_kmh();
    Duration::from_secs_f64(hours * 3600.0) + vehicle.stop_overhead()
}

/// Total time from assignment until the food is at the customer's door.
pub fn delivery_eta(
    courier: LatLng,
    restaurant: LatLng,
    customer: LatLng,
    vehicle: Vehicle,
    kitchen_remaining: Duration,
) -> Duration {
    let to_pickup = travel_time(courier, restaurant, vehicle);
    let wait = kitchen_remaining.saturating_sub(to_pickup);
    to_pickup + wait + travel_time(restaurant, customer, vehicle)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STORE: LatLng = LatLng { lat: 52.5200, lng: 13.4050 };
    const CUSTOMER: LatLng = LatLng { lat: 52.5310, lng: 13.3847 };

    #[test]
    fn haversine_is_symmetric() {
        let there = haversine_km(STORE, CUSTOMER);
        let back = haversine_km(CUSTOMER, STORE);
        assert!((there - back).abs() < 1e-9);
    }

    #[test]
    fn car_pays_more_stop_overhead_than_bike() {
        let bike = travel_time(STORE, STORE, Vehicle::Bike);
        let car = travel_time(STORE, STORE, Vehicle::Car);
        assert_eq!(car - bike, Duration::from_secs(150));
    }

    #[test]
    fn courier_waits_for_slow_kitchen() {
        let kitchen = Duration::from_secs(20 * 60);
        let eta = delivery_eta(STORE, STORE, CUSTOMER, Vehicle::Bike, kitchen);
        assert!(eta >= kitchen + travel_time(STORE, CUSTOMER, Vehicle::Bike));
    }
}
