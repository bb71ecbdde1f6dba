// ... existing code ...

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
        // ... existing code ...
        .collect();
    Ok(Bid {
        portfolio: portfolio.to_string(),
        blocks,
    })
}

// ... existing code ...

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
        // ... existing code ...
    }

    #[test]
    fn applies_haircut() {
        let bid = build_bid("NORTH-1", &[10.0], 0.0, DEFAULT_HAIRCUT).unwrap();
        // ... existing code ...
    }
}
