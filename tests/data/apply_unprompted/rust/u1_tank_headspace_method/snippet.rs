impl FermentationTank {
    // ... existing code ...

    /// Free space above the beer, for planning dry hop charges and krausen.
    pub fn headspace_litres(&self) -> f64 {
        (self.capacity_litres - self.volume_litres).max(0.0)
    }
}
