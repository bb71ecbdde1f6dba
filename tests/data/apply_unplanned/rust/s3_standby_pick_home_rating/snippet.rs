    pub fn pick_home(&self, request: &CalloutRequest, now: NaiveDateTime) -> Option<&StandbyCrew> {
        // ... existing eligibility filters ...

        if eligible.is_empty() {
            return None;
        }

        eligible
            .into_iter()
            .filter(|c| request.aircraft_type.map_or(true, |t| c.type_ratings.contains(&t)))
            .min_by_key(|c| (c.callouts_this_month, c.minutes_to_base, c.window_start))
    }
