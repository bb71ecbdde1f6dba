use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money {
    cents: i64,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseMoneyError {
    Empty,
    InvalidDigits,
    TooManyDecimals,
}

impl Money {
    pub const ZERO: Money = Money { cents: 0 };

    pub fn from_cents(cents: i64) -> Self {
        Money { cents }
    }

    pub fn cents(&self) -> i64 {
        self.cents
    }

    pub fn checked_add(self, other: Money) -> Option<Money> {
        self.cents.checked_add(other.cents).map(Money::from_cents)
    }

    pub fn checked_sub(self, other: Money) -> Option<Money> {
        self.cents.checked_sub(other.cents).map(Money::from_cents)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.cents < 0 { "-" } else { "" };
        let abs = self.cents.unsigned_abs();
        write!(f, "{}{}.{:02}", sign, abs / 100, abs % 100)
    }
}

impl FromStr for Money {
    type Err = ParseMoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoneyError::Empty);
        }
        let (negative, digits) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
        if frac.len() > 2 {
            return Err(ParseMoneyError::TooManyDecimals);
        }
        let whole: i64 = whole.parse().map_err(|_| ParseMoneyError::InvalidDigits)?;
        let frac: i64 = if frac.is_empty() {
            0
        } else {
            format!("{:0<2}", frac).parse().map_err(|_| ParseMoneyError::InvalidDigits)?
        };
        let cents = whole * 100 + frac;
        Ok(Money::from_cents(if negative { -cents } else { cents }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_whole_amount() {
        assert_eq!("12".parse::<Money>(), Ok(Money::from_cents(1200)));
    }

    #[test]
    fn parses_two_decimals() {
        assert_eq!("12.34".parse::<Money>(), Ok(Money::from_cents(1234)));
    }

    #[test]
    fn pads_single_decimal() {
        assert_eq!("0.5".parse::<Money>(), Ok(Money::from_cents(50)));
    }

    #[test]
    fn rejects_three_decimals() {
        assert_eq!("1.234".parse::<Money>(), Err(ParseMoneyError::TooManyDecimals));
    }

    #[test]
    fn displays_with_two_decimals() {
        assert_eq!(Money::from_cents(705).to_string(), "7.05");
    }

    #[test]
    fn parses_negative_amount() {
        assert_eq!("-3.10".parse::<Money>(), Ok(Money::from_cents(-310)));
    }

    #[test]
    fn displays_negative_amount() {
        assert_eq!(Money::from_cents(-42).to_string(), "-0.42");
    }
}
