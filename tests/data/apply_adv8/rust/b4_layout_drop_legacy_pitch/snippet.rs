impl ArrayLayout {
    // ... existing code ...

    /// Nameplate DC capacity of the array in kilowatts.
    pub fn dc_capacity_kw(&self) -> f64 {
        self.panel_count() as f64 * self.module_watts as f64 / 1000.0
    }

    /// Depth of one row along the slope, depending on orientation.
    pub fn row_depth_m(&self, row: &PanelRow) -> f64 {
        if row.portrait {
            self.module_height_m
    // ... existing code ...
}
