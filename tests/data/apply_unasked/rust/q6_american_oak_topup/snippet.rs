// ... existing code ...

pub fn american_medium_schedule() -> AgeingSchedule {
    AgeingSchedule {
        oak: OakType::AmericanMedium,
        topup_interval_days: 10, // looser grain, ullage builds up faster
        // ... existing code ...
    }
}

// ... existing code ...
