use std::sync::atomic::{AtomicU32, Ordering};

/// A lock-free f32 shared between the UI thread and the audio thread.
pub struct AtomicF32(AtomicU32);

impl AtomicF32 {
    pub fn new(v: f32) -> Self {
        Self(AtomicU32::new(v.to_bits()))
    }

    pub fn load(&self) -> f32 {
        f32::from_bits(self.0.load(Ordering::Relaxed))
    }

    pub fn store(&self, v: f32) {
        self.0.store(v.to_bits(), Ordering::Relaxed);
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ParamId {
    Cutoff,
    Resonance,
    Drive,
    Attack,
    Release,
    MasterGain,
}

pub struct ParamSpec {
    pub id: ParamId,
    pub name: &'static str,
    pub min: f32,
    pub max: f32,
    pub default: f32,
    pub unit: &'static str,
}

pub const PARAMS: &[ParamSpec] = &[
    ParamSpec { id: ParamId::Cutoff, name: "Cutoff", min: 20.0, max: 20000.0, default: 1200.0, unit: "Hz" },
    ParamSpec { id: ParamId::Resonance, name: "Resonance", min: 0.0, max: 1.0, default: 0.2, unit: "" },
    ParamSpec { id: ParamId::Drive, name: "Drive", min: 0.0, max: 24.0, default: 0.0, unit: "dB" },
    ParamSpec { id: ParamId::Attack, name: "Attack", min: 0.001, max: 5.0, default: 0.01, unit: "s" },
    ParamSpec { id: ParamId::Release, name: "Release", min: 0.001, max: 10.0, default: 0.3, unit: "s" },
    ParamSpec { id: ParamId::MasterGain, name: "Master", min: -60.0, max: 6.0, default: -6.0, unit: "dB" },
];

/// One-pole smoother so knob moves do not click.
pub struct Smoother {
    current: f32,
    target: f32,
    coeff: f32,
}

impl Smoother {
    pub fn new(initial: f32, sample_rate: f32, time_ms: f32) -> Self {
        let coeff = (-1.0 / (time_ms * 0.001 * sample_rate)).exp();
        Self { current: initial, target: initial, coeff }
    }

    pub fn set_target(&mut self, target: f32) {
        self.target = target;
    }

    #[inline]
    pub fn next(&mut self) -> f32 {
        self.current = self.target + (self.current - self.target) * self.coeff;
        self.current
    }
}

pub fn db_to_gain(db: f32) -> f32 {
    10f32.powf(db / 20.0)
}
