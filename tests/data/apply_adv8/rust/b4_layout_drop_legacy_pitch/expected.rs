use serde::{Deserialize, Serialize};

use crate::survey::{RoofFace, Setback};

/// One row of modules on a roof face, measured up-slope from the eave.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PanelRow {
    pub offset_m: f64,
    pub panels: usize,
    pub portrait: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ArrayLayout {
    pub face: RoofFace,
    pub module_watts: u32,
    pub module_width_m: f64,
    pub module_height_m: f64,
    pub rows: Vec<PanelRow>,
}

impl ArrayLayout {
    pub fn new(face: RoofFace, module_watts: u32, width_m: f64, height_m: f64) -> Self {
        Self {
            face,
            module_watts,
            module_width_m: width_m,
            module_height_m: height_m,
            rows: Vec::new(),
        }
    }

    /// Total number of modules across all rows.
    pub fn panel_count(&self) -> usize {
        self.rows.iter().map(|r| r.panels).sum()
    }

    /// Nameplate DC capacity of the array in kilowatts.
    pub fn dc_capacity_kw(&self) -> f64 {
        self.panel_count() as f64 * self.module_watts as f64 / 1000.0
    }

    /// Depth of one row along the slope, depending on orientation.
    pub fn row_depth_m(&self, row: &PanelRow) -> f64 {
        if row.portrait {
            self.module_height_m
        } else {
            self.module_width_m
        }
    }

    /// Width of one row across the roof face.
    pub fn row_width_m(&self, row: &PanelRow) -> f64 {
        let each = if row.portrait {
            self.module_width_m
        } else {
            self.module_height_m
        };
        each * row.panels as f64
    }

    /// Checks every row against the fire-code setbacks for this face.
    pub fn violations(&self, setback: &Setback) -> Vec<String> {
        let mut out = Vec::new();
        let usable_width = self.face.width_m - 2.0 * setback.sides_m;
        let usable_depth = self.face.slope_length_m - setback.ridge_m - setback.eave_m;
        for (i, row) in self.rows.iter().enumerate() {
            if self.row_width_m(row) > usable_width {
                out.push(format!(
                    "row {}: {:.2} m wider than the usable face",
                    i + 1,
                    self.row_width_m(row) - usable_width
                ));
            }
            if row.offset_m + self.row_depth_m(row) > usable_depth {
                out.push(format!("row {}: runs into the ridge setback", i + 1));
            }
        }
        out
    }
}
