// ... existing code ...

#[derive(Debug, PartialEq)]
pub enum DecodeError {
    TooShort(usize),
    BadMagic(u16),
    BadChecksum { expected: u8, actual: u8 },
    OutOfRange { field: &'static str, value: f32 },
}

// ... existing code ...

pub fn decode(raw: &[u8]) -> Result<Frame, DecodeError> {
    // ... existing code ...
    let status_bits = read_u16(raw, 18);

    if !(-5.0..=95.0).contains(&pitch_deg) {
        return Err(DecodeError::OutOfRange { field: "pitch_deg", value: pitch_deg });
    }
    if wind_speed_ms > 70.0 {
        return Err(DecodeError::OutOfRange { field: "wind_speed_ms", value: wind_speed_ms });
    }

    Ok(Frame {
        // ... existing code ...
    })
}

// ... existing code ...
