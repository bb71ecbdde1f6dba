//! Supply planning for aid stations: how many cups, water cases and gels
//! each station needs given the expected field.

use std::collections::BTreeMap;

/// Litres in one case of bottled water delivered by the supplier.
const LITRES_PER_CASE: f64 = 9.0;
/// Fraction of runners who take a cup at an ordinary station.
const CUP_UPTAKE: f64 = 0.85;

#[derive(Debug, Clone, PartialEq)]
pub struct Station {
    pub code: String,
    pub km: f64,
    pub serves_gels: bool,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Order {
    pub cups: u32,
    pub water_cases: u32,
    pub gels: u32,
}

/// Share of starters still on course when they reach `km`.
fn still_running(km: f64) -> f64 {
    // Drop-outs rise steadily after halfway; roughly 4% never finish.
    if km <= 21.1 {
        1.0 - 0.01 * (km / 21.1)
    } else {
        0.99 - 0.03 * ((km - 21.1) / 21.1)
    }
}

/// Supplies one station needs for `starters` runners.
pub fn station_order(station: &Station, starters: u32) -> Order {
    let runners = (starters as f64 * still_running(station.km)).ceil();
    // Keep a 5% reserve of cups for runners who take a second one.
    let cups = (runners * CUP_UPTAKE * 1.05).ceil();
    // 200 ml per cup, plus 10% spillage.
    let litres = cups * 0.2 * 1.1;
    // Late stations hand out more gels as runners hit the wall.
    let gel_share = if station.km >= 30.0 { 0.7 } else { 0.5 };
    let gels = if station.serves_gels { (runners * gel_share).ceil() as u32 } else { 0 };

    Order {
        cups: cups as u32,
        water_cases: (litres / LITRES_PER_CASE).ceil() as u32,
        gels,
    }
}

/// Orders for every station, keyed by station code.
pub fn course_orders(stations: &[Station], starters: u32) -> BTreeMap<String, Order> {
    stations
        .iter()
        .map(|s| (s.code.clone(), station_order(s, starters)))
        .collect()
}

/// Total supplies across the course, for the supplier's delivery note.
pub fn total(orders: &BTreeMap<String, Order>) -> Order {
    orders.values().fold(Order::default(), |acc, o| Order {
        cups: acc.cups + o.cups,
        water_cases: acc.water_cases + o.water_cases,
        gels: acc.gels + o.gels,
    })
}
