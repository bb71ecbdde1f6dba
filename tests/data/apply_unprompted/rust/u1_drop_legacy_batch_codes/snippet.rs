// ... existing code ...
        let turn: u8 = turn.parse().map_err(|_| malformed())?;
        Self::new(2000 + year, day, turn)
    }

    // removed parse_legacy() - no B-prefixed codes are left in the cellar
}

impl FromStr for BatchCode {
    type Err = BatchCodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_current(s.trim())
    }
}

// ... existing code ...
