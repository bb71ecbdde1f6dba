// ... existing code ...

    fn check_weekly_duty(&self, crew: &CrewMember, duties: &[DutyPeriod]) -> Option<Violation> {
        let window_start = self.reference_time - Duration::days(7);
        // Standby counts at 50% towards cumulative weekly duty.
        let total = sum_duty_minutes(duties, window_start, self.reference_time)
            + standby_minutes(duties, window_start, self.reference_time) / 2;
        if total > self.limits.max_weekly_duty_minutes {
            // ... existing code ...
        }
        None
    }

// ... existing code ...
