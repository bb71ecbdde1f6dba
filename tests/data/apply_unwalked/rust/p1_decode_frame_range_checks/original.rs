//! Decoder for the 32-byte SCADA telemetry frames sent by the nacelle PLCs.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub const FRAME_LEN: usize = 32;
const MAGIC: u16 = 0x5754; // "WT"

#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    pub turbine_id: u16,
    pub sampled_at: SystemTime,
    pub wind_speed_ms: f32,
    pub rotor_rpm: f32,
    pub pitch_deg: f32,
    pub active_power_kw: f32,
    pub nacelle_temp_c: f32,
    pub status_bits: u16,
}

#[derive(Debug, PartialEq)]
pub enum DecodeError {
    TooShort(usize),
    BadMagic(u16),
    BadChecksum { expected: u8, actual: u8 },
}

fn read_u16(raw: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([raw[at], raw[at + 1]])
}

fn read_i16(raw: &[u8], at: usize) -> i16 {
    i16::from_be_bytes([raw[at], raw[at + 1]])
}

fn read_u32(raw: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([raw[at], raw[at + 1], raw[at + 2], raw[at + 3]])
}

fn checksum(body: &[u8]) -> u8 {
    body.iter().fold(0u8, |acc, b| acc.wrapping_add(*b))
}

pub fn decode(raw: &[u8]) -> Result<Frame, DecodeError> {
    if raw.len() < FRAME_LEN {
        return Err(DecodeError::TooShort(raw.len()));
    }
    let magic = read_u16(raw, 0);
    if magic != MAGIC {
        return Err(DecodeError::BadMagic(magic));
    }
    let expected = raw[FRAME_LEN - 1];
    let actual = checksum(&raw[..FRAME_LEN - 1]);
    if expected != actual {
        return Err(DecodeError::BadChecksum { expected, actual });
    }

    let turbine_id = read_u16(raw, 2);
    let epoch_secs = read_u32(raw, 4);
    let wind_speed_ms = read_u16(raw, 8) as f32 / 100.0;
    let rotor_rpm = read_u16(raw, 10) as f32 / 100.0;
    let pitch_deg = read_i16(raw, 12) as f32 / 100.0;
    let active_power_kw = read_i16(raw, 14) as f32;
    let nacelle_temp_c = read_i16(raw, 16) as f32 / 10.0;
    let status_bits = read_u16(raw, 18);

    Ok(Frame {
        turbine_id,
        sampled_at: UNIX_EPOCH + Duration::from_secs(epoch_secs as u64),
        wind_speed_ms,
        rotor_rpm,
        pitch_deg,
        active_power_kw,
        nacelle_temp_c,
        status_bits,
    })
}

pub fn is_producing(frame: &Frame) -> bool {
    frame.active_power_kw > 0.0 && frame.status_bits & 0x0001 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_short_frames() {
        assert_eq!(decode(&[0u8; 4]), Err(DecodeError::TooShort(4)));
    }
}
