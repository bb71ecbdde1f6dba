// ... existing code ...

pub fn check_tug_booking(call: &VesselCall) -> Result<(), ScheduleConflict> {
    let Some(booked_at) = call.tug_booked_at else {
        return Ok(());
    };
    let lead = call.pilot_boarding_at.unwrap_or(call.eta) - booked_at;
    // ... existing code ...
}

// ... existing code ...
