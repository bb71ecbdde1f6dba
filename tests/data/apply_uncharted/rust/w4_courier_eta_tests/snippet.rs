// ... existing code ...

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
