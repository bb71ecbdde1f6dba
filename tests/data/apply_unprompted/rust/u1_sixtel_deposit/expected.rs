//! Keg sizes we fill, with volumes, deposits and weights for delivery planning.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KegSize {
    HalfBarrel,
    QuarterBarrel,
    Sixtel,
    Euro50,
}

impl KegSize {
    pub const ALL: [KegSize; 4] = [
        KegSize::HalfBarrel,
        KegSize::QuarterBarrel,
        KegSize::Sixtel,
        KegSize::Euro50,
    ];

    /// Nominal beer volume in litres.
    pub fn volume_litres(self) -> f64 {
        match self {
            KegSize::HalfBarrel => 58.67,
            KegSize::QuarterBarrel => 29.33,
            KegSize::Sixtel => 19.55,
            KegSize::Euro50 => 50.0,
        }
    }

    /// Empty shell weight in kilograms.
    pub fn tare_kg(self) -> f64 {
        match self {
            KegSize::HalfBarrel => 13.6,
            KegSize::QuarterBarrel => 10.0,
            KegSize::Sixtel => 7.3,
            KegSize::Euro50 => 12.5,
        }
    }

    /// Deposit charged to an account per shell, in cents.
    pub fn deposit_cents(self) -> u32 {
        match self {
            KegSize::HalfBarrel => 3000,
            KegSize::QuarterBarrel => 3000,
            KegSize::Sixtel => 5000,
            KegSize::Euro50 => 3000,
        }
    }

    /// 16 oz pours per keg, allowing for foam loss at the start of a keg.
    pub fn pints(self) -> u32 {
        match self {
            KegSize::HalfBarrel => 124,
            KegSize::QuarterBarrel => 62,
            KegSize::Sixtel => 41,
            KegSize::Euro50 => 105,
        }
    }

    /// Full weight in kilograms, for the delivery van's load sheet.
    pub fn full_weight_kg(self) -> f64 {
        self.tare_kg() + self.volume_litres() * 1.01
    }

    pub fn label(self) -> &'static str {
        match self {
            KegSize::HalfBarrel => "1/2 bbl",
            KegSize::QuarterBarrel => "1/4 bbl",
            KegSize::Sixtel => "1/6 bbl",
            KegSize::Euro50 => "50 L",
        }
    }
}
