// ... existing code ...

pub fn validate_shelf_slot(bin: &Bin, load_kg: f32, dims: &Dimensions) -> Result<(), SlotError> {
    // ... existing code ...
    if bin.occupied_units + bin.reserved_units >= bin.capacity_units {
        return Err(SlotError::Full { bin_code: bin.code.clone() });
    }
    Ok(())
}

// ... existing code ...
