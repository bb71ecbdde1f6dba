impl DeckPlan {
    // ... existing code ...

    /// Puts the vehicle in the best lane it fits in and returns the lane number.
    ///
    /// Vehicles carrying dangerous goods may only go on the open deck. Others
    /// are packed into the lane with the least free space that still fits them,
    /// which keeps long lanes free for coaches and freight.
    pub fn assign_lane(&mut self, vehicle: &Vehicle) -> Option<u8> {
        let gap = self.gap_cm;
        let lane = self
            .lanes
            .iter_mut()
            .filter(|lane| !vehicle.hazardous || lane.open_deck)
            .filter(|lane| lane.fits(vehicle, gap))
            .min_by_key(|lane| lane.free_cm())?;
        lane.used_cm += vehicle.length_cm + gap;
        Some(lane.number)
    }

    // ... existing code ...
}
