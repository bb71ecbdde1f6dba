// ... keep existing code

/// Standard moisture the elevator pays on (15.5 % for corn).
const STANDARD_MOISTURE_PCT: f64 = 15.5;
/// Points wetter than this come from header-up transitions and are noise.
const MAX_PLAUSIBLE_MOISTURE_PCT: f64 = 40.0;

// ... keep existing code

    pub fn add(&mut self, point: &YieldPoint) {
        if point.distance_m <= 0.0 || point.moisture_pct >= MAX_PLAUSIBLE_MOISTURE_PCT {
            return;
        }
        let idx = self.cell_index(point);
        // ... keep existing code
    }

// ... keep existing code
