// ... existing code ...

/// Stops for every active household scheduled for delivery in ISO week `week`.
pub fn stops_from_households(households: &[Household], week: u32) -> Vec<Stop> {
    households
        .iter()
        .filter(|h| h.active && h.is_scheduled_for(week))
        .map(|h| Stop {
            household_id: h.id,
            location: h.location,
            boxes: h.box_count(),
            needs_cold_chain: h.receives_dairy,
        })
        .collect()
}

// ... existing code ...
