use std::fmt;

use crate::money::Money;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    Ground,
    Express,
    Overnight,
}

#[derive(Debug, Clone)]
pub struct Parcel {
    pub weight_grams: u32,
    pub length_cm: u32,
    pub width_cm: u32,
    pub height_cm: u32,
}

impl Parcel {
    pub fn volumetric_weight_grams(&self) -> u32 {
        self.length_cm * self.width_cm * self.height_cm / 5
    }

    pub fn billable_weight_grams(&self) -> u32 {
        self.weight_grams.max(self.volumetric_weight_grams())
    }
}

#[derive(Debug, Clone)]
pub struct Quote {
    pub service: Service,
    pub base: Money,
    pub surcharges: Vec<(String, Money)>,
}

impl Quote {
    pub fn new(service: Service, parcel: &Parcel) -> Self {
        let per_kg = match service {
            Service::Ground => Money::from_cents(450),
            Service::Express => Money::from_cents(900),
            Service::Overnight => Money::from_cents(2100),
        };
        let kilos = (parcel.billable_weight_grams() + 999) / 1000;
        Quote {
            service,
            base: per_kg * kilos as i64,
            surcharges: Vec::new(),
        }
    }

    pub fn with_fuel_surcharge(mut self, percent: i64) -> Self {
        let amount = self.base * percent / 100;
        self.surcharges.push(("fuel".to_string(), amount));
        self
    }

    pub fn with_remote_area(mut self) -> Self {
        self.surcharges
            .push(("remote area".to_string(), Money::from_cents(1500)));
        self
    }

    pub fn total(&self) -> Money {
        self.surcharges
            .iter()
            .fold(self.base, |acc, (_, amount)| acc + *amount)
    }
}

impl fmt::Display for Quote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{:?} base {}", self.service, self.base)?;
        for (name, amount) in &self.surcharges {
            writeln!(f, "  + {name}: {amount}")?;
        }
        write!(f, "total {}", self.total())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_box() -> Parcel {
        Parcel { weight_grams: 1200, length_cm: 20, width_cm: 15, height_cm: 10 }
    }

    #[test]
    fn ground_rounds_up_to_whole_kilos() {
        let quote = Quote::new(Service::Ground, &small_box());
        assert_eq!(quote.total(), Money::from_cents(900));
    }

    #[test]
    fn fuel_surcharge_is_a_percentage_of_base() {
        let quote = Quote::new(Service::Express, &small_box()).with_fuel_surcharge(10);
        assert_eq!(quote.total(), Money::from_cents(1980));
    }
}
