//! Player contract records and wage calculations.

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::money::Money;
use crate::players::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ContractStatus {
    Active,
    Loaned,
    Suspended,
    Terminated,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Contract {
    pub player: PlayerId,
    pub club_code: String,
    pub start: NaiveDate,
    pub end: NaiveDate,
    pub annual_wage: Money,
    pub appearance_bonus: Money,
    pub release_clause: Option<Money>,
    pub status: ContractStatus,
}

impl Contract {
    pub fn is_active_on(&self, date: NaiveDate) -> bool {
        self.status == ContractStatus::Active && self.start <= date && date <= self.end
    }

    pub fn weekly_wage(&self) -> Money {
        self.annual_wage / 52
    }

    pub fn months_remaining(&self, today: NaiveDate) -> i32 {
        if today >= self.end {
            return 0;
        }
        let years = self.end.year() - today.year();
        let months = self.end.month() as i32 - today.month() as i32;
        years * 12 + months
    }

    pub fn is_expiring(&self, today: NaiveDate) -> bool {
        self.months_remaining(today) <= 6
    }

    pub fn bonus_for(&self, appearances: u32) -> Money {
        self.appearance_bonus * appearances
    }
}

pub fn payroll_total(contracts: &[Contract], date: NaiveDate) -> Money {
    contracts
        .iter()
        .filter(|c| c.is_active_on(date))
        .map(Contract::weekly_wage)
        .sum()
}

pub fn expiring_contracts<'a>(contracts: &'a [Contract], today: NaiveDate) -> Vec<&'a Contract> {
    contracts.iter().filter(|c| c.is_expiring(today)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contract(end: NaiveDate) -> Contract {
        Contract {
            player: PlayerId(7),
            club_code: "RVR".to_string(),
            start: NaiveDate::from_ymd_opt(2022, 7, 1).unwrap(),
            end,
            annual_wage: Money::from_units(520_000),
            appearance_bonus: Money::from_units(2_500),
            release_clause: None,
            status: ContractStatus::Active,
        }
    }

    #[test]
    fn weekly_wage_divides_by_52() {
        let c = contract(NaiveDate::from_ymd_opt(2026, 6, 30).unwrap());
        assert_eq!(c.weekly_wage(), Money::from_units(10_000));
    }

    #[test]
    fn expiring_within_six_months() {
        let c = contract(NaiveDate::from_ymd_opt(2025, 6, 30).unwrap());
        let today = NaiveDate::from_ymd_opt(2025, 2, 1).unwrap();
        assert!(c.is_expiring(today));
    }
}
