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
