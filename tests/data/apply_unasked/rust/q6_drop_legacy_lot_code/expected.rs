use std::fmt;

use crate::vineyard::{Block, Varietal};

/// A single pick of fruit from one vineyard block, tracked from the crush pad
/// through to the first fermentation vessel.
#[derive(Debug, Clone)]
pub struct HarvestLot {
    pub vintage: u16,
    pub block: Block,
    pub varietal: Varietal,
    pub sequence: u16,
    pub picked_day_of_year: u16,
    pub net_weight_kg: f64,
    pub brix: f32,
    pub estate: bool,
}

#[derive(Debug, PartialEq)]
pub enum LotError {
    UnderRipe { brix: f32, minimum: f32 },
    NoFruit,
}

impl HarvestLot {
    pub fn lot_code(&self) -> String {
        format!("{}-{}-{:03}", self.vintage, self.block.code(), self.sequence)
    }

    pub fn tonnes(&self) -> f64 {
        self.net_weight_kg / 1000.0
    }

    pub fn validate(&self, min_brix: f32) -> Result<(), LotError> {
        if self.net_weight_kg <= 0.0 {
            return Err(LotError::NoFruit);
        }
        if self.brix < min_brix {
            return Err(LotError::UnderRipe {
                brix: self.brix,
                minimum: min_brix,
            });
        }
        Ok(())
    }
}

impl fmt::Display for HarvestLot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ({:.2} t @ {:.1} Brix)",
            self.lot_code(),
            self.varietal,
            self.tonnes(),
            self.brix
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_lot() -> HarvestLot {
        HarvestLot {
            vintage: 2024,
            block: Block::new("B04"),
            varietal: Varietal::PinotNoir,
            sequence: 7,
            picked_day_of_year: 261,
            net_weight_kg: 2350.0,
            brix: 23.4,
            estate: true,
        }
    }

    #[test]
    fn lot_code_is_zero_padded() {
        assert_eq!(sample_lot().lot_code(), "2024-B04-007");
    }

    #[test]
    fn under_ripe_lot_is_rejected() {
        let mut lot = sample_lot();
        lot.brix = 19.0;
        assert!(matches!(lot.validate(21.5), Err(LotError::UnderRipe { .. })));
    }
}
