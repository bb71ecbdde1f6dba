// ... existing code ...

    pub fn airmass(&self) -> Result<f64, HeaderError> {
        let card = self.require("AIRMASS")?;
        card.value
            .trim_matches(|ch: char| ch == '\'' || ch == ' ')
            .parse::<f64>()
            // ... existing code ...
    }

// ... existing code ...
