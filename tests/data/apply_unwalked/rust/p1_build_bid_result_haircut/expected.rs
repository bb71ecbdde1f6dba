use std::collections::BTreeMap;
use std::fmt;

/// Day-ahead bid construction for the hourly auction.

#[derive(Debug, Clone, PartialEq)]
pub struct BidBlock {
    pub hour: u8,
    pub volume_mwh: f64,
    pub price_eur: f64,
}

#[derive(Debug, Clone)]
pub struct Bid {
    pub portfolio: String,
    pub blocks: Vec<BidBlock>,
}

#[derive(Debug)]
pub enum BidError {
    EmptyForecast,
    NegativeVolume { hour: u8 },
}

impl fmt::Display for BidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BidError::EmptyForecast => write!(f, "forecast has no hours"),
            BidError::NegativeVolume { hour } => write!(f, "negative volume in hour {}", hour),
        }
    }
}

impl std::error::Error for BidError {}

const DEFAULT_HAIRCUT: f64 = 0.92;

fn hourly_volumes(forecast_mw: &[f64], haircut: f64) -> BTreeMap<u8, f64> {
    forecast_mw
        .iter()
        .enumerate()
        .map(|(h, mw)| (h as u8, (mw * haircut * 10.0).round() / 10.0))
        .collect()
}

pub fn build_bid(
    portfolio: &str,
    forecast_mw: &[f64],
    floor_price: f64,
    haircut: f64,
) -> Result<Bid, BidError> {
    if forecast_mw.is_empty() {
        return Err(BidError::EmptyForecast);
    }
    let volumes = hourly_volumes(forecast_mw, haircut);
    if let Some((&hour, _)) = volumes.iter().find(|(_, v)| **v < 0.0) {
        return Err(BidError::NegativeVolume { hour });
    }
    let blocks = volumes
        .into_iter()
        .filter(|(_, v)| *v > 0.0)
        .map(|(hour, volume_mwh)| BidBlock {
            hour,
            volume_mwh,
            price_eur: floor_price,
        })
        .collect();
    Ok(Bid {
        portfolio: portfolio.to_string(),
        blocks,
    })
}

pub fn total_volume(bid: &Bid) -> f64 {
    bid.blocks.iter().map(|b| b.volume_mwh).sum()
}

pub fn submit_all(portfolios: &[(&str, Vec<f64>)], floor_price: f64) -> Result<Vec<Bid>, BidError> {
    portfolios
        .iter()
        .map(|(name, forecast)| build_bid(name, forecast, floor_price, DEFAULT_HAIRCUT))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_zero_hours() {
        let bid = build_bid("NORTH-1", &[0.0, 12.0, 8.5], -5.0, DEFAULT_HAIRCUT).unwrap();
        assert_eq!(bid.blocks.len(), 2);
        assert_eq!(bid.blocks[0].hour, 1);
    }

    #[test]
    fn applies_haircut() {
        let bid = build_bid("NORTH-1", &[10.0], 0.0, DEFAULT_HAIRCUT).unwrap();
        assert!((total_volume(&bid) - 9.2).abs() < 1e-9);
    }
}
