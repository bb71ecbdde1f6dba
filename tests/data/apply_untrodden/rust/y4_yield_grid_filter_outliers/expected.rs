//! Aggregates yield-monitor points into a regular grid for yield maps.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::geo::{LocalProjection, Point};

#[derive(Debug, Clone, Copy)]
pub struct YieldPoint {
    pub lat: f64,
    pub lon: f64,
    pub wet_mass_kg: f64,
    pub moisture_pct: f64,
    pub swath_width_m: f64,
    pub distance_m: f64,
}

#[derive(Debug, Default, Serialize)]
pub struct Cell {
    pub samples: u32,
    pub dry_mass_kg: f64,
    pub area_m2: f64,
}

impl Cell {
    pub fn yield_t_per_ha(&self) -> f64 {
        if self.area_m2 <= 0.0 {
            return 0.0;
        }
        self.dry_mass_kg / self.area_m2 * 10.0
    }
}

pub struct YieldGrid {
    cell_size_m: f64,
    projection: LocalProjection,
    cells: BTreeMap<(i32, i32), Cell>,
}

/// Standard moisture the elevator pays on (15.5 % for corn).
const STANDARD_MOISTURE_PCT: f64 = 15.5;
/// Points wetter than this come from header-up transitions and are noise.
const MAX_PLAUSIBLE_MOISTURE_PCT: f64 = 40.0;

fn dry_mass(point: &YieldPoint) -> f64 {
    point.wet_mass_kg * (100.0 - point.moisture_pct) / (100.0 - STANDARD_MOISTURE_PCT)
}

impl YieldGrid {
    pub fn new(cell_size_m: f64, origin: Point) -> Self {
        Self {
            cell_size_m,
            projection: LocalProjection::new(origin),
            cells: BTreeMap::new(),
        }
    }

    fn cell_index(&self, point: &YieldPoint) -> (i32, i32) {
        let (x, y) = self.projection.to_local(point.lat, point.lon);
        (
            (x / self.cell_size_m).floor() as i32,
            (y / self.cell_size_m).floor() as i32,
        )
    }

    pub fn add(&mut self, point: &YieldPoint) {
        if point.distance_m <= 0.0 || point.moisture_pct >= MAX_PLAUSIBLE_MOISTURE_PCT {
            return;
        }
        let idx = self.cell_index(point);
        let cell = self.cells.entry(idx).or_default();
        cell.samples += 1;
        cell.dry_mass_kg += dry_mass(point);
        cell.area_m2 += point.swath_width_m * point.distance_m;
    }

    pub fn cells(&self) -> impl Iterator<Item = (&(i32, i32), &Cell)> {
        self.cells.iter()
    }

    pub fn field_average_t_per_ha(&self) -> f64 {
        let (mass, area) = self
            .cells
            .values()
            .fold((0.0, 0.0), |(m, a), c| (m + c.dry_mass_kg, a + c.area_m2));
        if area <= 0.0 {
            return 0.0;
        }
        mass / area * 10.0
    }
}
