//! Minimal FITS primary-header access for the ingestion daemon.
//!
//! We only need a handful of keywords to route frames into the archive, so
//! this deliberately avoids a full FITS library.

use std::collections::HashMap;
use std::fmt;

const CARD_LEN: usize = 80;

#[derive(Debug, Clone)]
pub struct Card {
    pub keyword: String,
    pub value: String,
    pub comment: Option<String>,
}

#[derive(Debug)]
pub enum HeaderError {
    Missing(&'static str),
    BadValue(&'static str, String),
    Truncated(usize),
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderError::Missing(k) => write!(f, "missing keyword {k}"),
            HeaderError::BadValue(k, v) => write!(f, "bad value for {k}: {v:?}"),
            HeaderError::Truncated(n) => write!(f, "header truncated at byte {n}"),
        }
    }
}

pub struct FitsHeader {
    cards: HashMap<String, Card>,
}

impl FitsHeader {
    pub fn parse(raw: &[u8]) -> Result<Self, HeaderError> {
        if raw.len() % CARD_LEN != 0 {
            return Err(HeaderError::Truncated(raw.len()));
        }
        let mut cards = HashMap::new();
        for chunk in raw.chunks(CARD_LEN) {
            let text = String::from_utf8_lossy(chunk);
            let keyword = text[..8].trim_end().to_string();
            if keyword == "END" {
                break;
            }
            if &text[8..10] != "= " {
                continue;
            }
            let (value, comment) = match text[10..].split_once('/') {
                Some((v, c)) => (v.trim().to_string(), Some(c.trim().to_string())),
                None => (text[10..].trim().to_string(), None),
            };
            cards.insert(keyword.clone(), Card { keyword, value, comment });
        }
        Ok(FitsHeader { cards })
    }

    fn require(&self, key: &'static str) -> Result<&Card, HeaderError> {
        self.cards.get(key).ok_or(HeaderError::Missing(key))
    }

    pub fn exposure_time(&self) -> Result<f64, HeaderError> {
        let card = self.require("EXPTIME")?;
        card.value
            .trim()
            .parse::<f64>()
            .map_err(|_| HeaderError::BadValue("EXPTIME", card.value.clone()))
    }

    pub fn airmass(&self) -> Result<f64, HeaderError> {
        let card = self.require("AIRMASS")?;
        card.value
            .trim_matches(|ch: char| ch == '\'' || ch == ' ')
            .parse::<f64>()
            .map_err(|_| HeaderError::BadValue("AIRMASS", card.value.clone()))
    }

    pub fn ccd_temperature(&self) -> Result<f64, HeaderError> {
        let card = self.require("CCD-TEMP")?;
        card.value
            .trim()
            .parse::<f64>()
            .map_err(|_| HeaderError::BadValue("CCD-TEMP", card.value.clone()))
    }

    pub fn object_name(&self) -> Option<&str> {
        self.cards
            .get("OBJECT")
            .map(|c| c.value.trim_matches(|ch: char| ch == '\'' || ch == ' '))
    }
}
