//! Bin slot validation for putaway.
//!
//! Each storage class has its own limits; the putaway planner calls the
//! matching validator before it assigns a licence plate to a bin.

use crate::inventory::{Bin, BinClass, Dimensions};
use std::fmt;

const PALLET_MAX_WEIGHT_KG: f32 = 1_000.0;
const SHELF_MAX_WEIGHT_KG: f32 = 45.0;
const FLOOR_MAX_WEIGHT_KG: f32 = 2_500.0;

#[derive(Debug, Clone, PartialEq)]
pub enum SlotError {
    WrongClass { expected: BinClass, found: BinClass },
    Overweight { limit_kg: f32, actual_kg: f32 },
    TooTall { limit_mm: u32, actual_mm: u32 },
    Full { bin_code: String },
}

impl fmt::Display for SlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlotError::WrongClass { expected, found } => {
                write!(f, "expected {:?} bin, found {:?}", expected, found)
            }
            SlotError::Overweight { limit_kg, actual_kg } => {
                write!(f, "load of {actual_kg} kg exceeds {limit_kg} kg")
            }
            SlotError::TooTall { limit_mm, actual_mm } => {
                write!(f, "height {actual_mm} mm exceeds {limit_mm} mm")
            }
            SlotError::Full { bin_code } => write!(f, "bin {bin_code} is full"),
        }
    }
}

impl std::error::Error for SlotError {}

pub fn validate_pallet_slot(bin: &Bin, load_kg: f32, dims: &Dimensions) -> Result<(), SlotError> {
    if bin.class != BinClass::Pallet {
        return Err(SlotError::WrongClass { expected: BinClass::Pallet, found: bin.class });
    }
    let total_kg = bin.current_weight_kg + load_kg;
    if total_kg > PALLET_MAX_WEIGHT_KG {
        return Err(SlotError::Overweight { limit_kg: PALLET_MAX_WEIGHT_KG, actual_kg: total_kg });
    }
    if dims.height_mm > bin.clear_height_mm {
        return Err(SlotError::TooTall { limit_mm: bin.clear_height_mm, actual_mm: dims.height_mm });
    }
    if bin.occupied_units >= bin.capacity_units {
        return Err(SlotError::Full { bin_code: bin.code.clone() });
    }
    Ok(())
}

pub fn validate_shelf_slot(bin: &Bin, load_kg: f32, dims: &Dimensions) -> Result<(), SlotError> {
    if bin.class != BinClass::Shelf {
        return Err(SlotError::WrongClass { expected: BinClass::Shelf, found: bin.class });
    }
    let total_kg = bin.current_weight_kg + load_kg;
    if total_kg > SHELF_MAX_WEIGHT_KG {
        return Err(SlotError::Overweight { limit_kg: SHELF_MAX_WEIGHT_KG, actual_kg: total_kg });
    }
    if dims.height_mm > bin.clear_height_mm {
        return Err(SlotError::TooTall { limit_mm: bin.clear_height_mm, actual_mm: dims.height_mm });
    }
    if bin.occupied_units >= bin.capacity_units {
        return Err(SlotError::Full { bin_code: bin.code.clone() });
    }
    Ok(())
}

pub fn validate_floor_slot(bin: &Bin, load_kg: f32, _dims: &Dimensions) -> Result<(), SlotError> {
    if bin.class != BinClass::Floor {
        return Err(SlotError::WrongClass { expected: BinClass::Floor, found: bin.class });
    }
    let total_kg = bin.current_weight_kg + load_kg;
    if total_kg > FLOOR_MAX_WEIGHT_KG {
        return Err(SlotError::Overweight { limit_kg: FLOOR_MAX_WEIGHT_KG, actual_kg: total_kg });
    }
    // Floor lanes have no ceiling limit; only the unit count matters.
    if bin.occupied_units >= bin.capacity_units {
        return Err(SlotError::Full { bin_code: bin.code.clone() });
    }
    Ok(())
}

/// Dispatches to the validator for the bin's storage class.
pub fn validate_slot(bin: &Bin, load_kg: f32, dims: &Dimensions) -> Result<(), SlotError> {
    match bin.class {
        BinClass::Pallet => validate_pallet_slot(bin, load_kg, dims),
        BinClass::Shelf => validate_shelf_slot(bin, load_kg, dims),
        BinClass::Floor => validate_floor_slot(bin, load_kg, dims),
    }
}
