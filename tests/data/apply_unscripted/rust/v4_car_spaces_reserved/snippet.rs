    /// Car spaces still on sale.
    pub fn car_spaces_left(&self) -> u32 {
        self.car_spaces.saturating_sub(self.cars_booked + self.emergency_reserved)
    }

    // ... existing code ...
