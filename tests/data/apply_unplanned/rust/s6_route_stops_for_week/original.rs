//! Delivery route planning for the weekly home-delivery program.

use std::cmp::Ordering;
use std::collections::HashMap;

use crate::geo::{haversine_km, Coord};
use crate::households::Household;

#[derive(Debug, Clone, PartialEq)]
pub struct Stop {
    pub household_id: u32,
    pub location: Coord,
    pub boxes: u32,
    pub needs_cold_chain: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Route {
    pub van_id: String,
    pub stops: Vec<Stop>,
    pub distance_km: f64,
}

impl Route {
    pub fn total_boxes(&self) -> u32 {
        self.stops.iter().map(|s| s.boxes).sum()
    }

    pub fn has_cold_chain_stops(&self) -> bool {
        self.stops.iter().any(|s| s.needs_cold_chain)
    }
}

pub fn stops_from_households(households: &[Household]) -> Vec<Stop> {
    households
        .iter()
        .filter(|h| h.active)
        .map(|h| Stop {
            household_id: h.id,
            location: h.location,
            boxes: h.box_count(),
            needs_cold_chain: h.receives_dairy,
        })
        .collect()
}

fn nearest(from: Coord, remaining: &[Stop]) -> Option<usize> {
    remaining
        .iter()
        .enumerate()
        .min_by(|(_, a), (_, b)| {
            haversine_km(from, a.location)
                .partial_cmp(&haversine_km(from, b.location))
                .unwrap_or(Ordering::Equal)
        })
        .map(|(i, _)| i)
}

/// Greedy nearest-neighbour route starting and ending at the depot.
pub fn plan_route(van_id: &str, depot: Coord, mut remaining: Vec<Stop>) -> Route {
    let mut route = Route {
        van_id: van_id.to_string(),
        ..Route::default()
    };
    let mut position = depot;
    while let Some(index) = nearest(position, &remaining) {
        let stop = remaining.swap_remove(index);
        route.distance_km += haversine_km(position, stop.location);
        position = stop.location;
        route.stops.push(stop);
    }
    route.distance_km += haversine_km(position, depot);
    route
}

pub fn boxes_by_van(routes: &[Route]) -> HashMap<String, u32> {
    routes
        .iter()
        .map(|r| (r.van_id.clone(), r.total_boxes()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stop(id: u32, lat: f64, lon: f64) -> Stop {
        Stop {
            household_id: id,
            location: Coord { lat, lon },
            boxes: 2,
            needs_cold_chain: false,
        }
    }

    #[test]
    fn empty_route_has_no_distance() {
        let depot = Coord { lat: 41.0, lon: -87.0 };
        let route = plan_route("van-1", depot, vec![]);
        assert!(route.stops.is_empty());
        assert_eq!(route.distance_km, 0.0);
    }

    #[test]
    fn visits_every_stop() {
        let depot = Coord { lat: 41.0, lon: -87.0 };
        let stops = vec![stop(1, 41.1, -87.0), stop(2, 41.2, -87.1), stop(3, 41.05, -87.2)];
        let route = plan_route("van-1", depot, stops);
        assert_eq!(route.stops.len(), 3);
        assert_eq!(route.total_boxes(), 6);
    }
}
