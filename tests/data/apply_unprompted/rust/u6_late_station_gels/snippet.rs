// ... existing code ...

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

// ... existing code ...
