use chrono::{Duration, NaiveDate};

use crate::loans::{Loan, MaterialKind};

/// Daily late fee in cents, by material type.
const BOOK_DAILY_CENTS: u32 = 25;
const DVD_DAILY_CENTS: u32 = 100;
const MAX_FINE_CENTS: u32 = 1_000;

/// Number of days a patron can be late before fines start accruing.
const GRACE_DAYS: i64 = 2;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FineLine {
    pub loan_id: u64,
    pub days_late: i64,
    pub amount_cents: u32,
}

fn daily_rate(kind: MaterialKind) -> u32 {
    match kind {
        MaterialKind::Book | MaterialKind::Magazine => BOOK_DAILY_CENTS,
        MaterialKind::Dvd | MaterialKind::BluRay => DVD_DAILY_CENTS,
        MaterialKind::Laptop | MaterialKind::Hotspot => 0,
    }
}

/// Computes the fine for a single loan returned (or checked) on `as_of`.
pub fn fine_for_loan(loan: &Loan, as_of: NaiveDate) -> Option<FineLine> {
    let days_late = (as_of - loan.due_date).num_days() - GRACE_DAYS;
    if days_late <= 0 {
        return None;
    }
    let amount = (days_late as u32).saturating_mul(daily_rate(loan.kind));
    Some(FineLine {
        loan_id: loan.id,
        days_late,
        amount_cents: amount.min(MAX_FINE_CENTS),
    })
}

/// Sums the fines for every loan on a patron's account.
pub fn total_for_patron(loans: &[Loan], as_of: NaiveDate) -> u32 {
    loans
        .iter()
        .filter_map(|l| fine_for_loan(l, as_of))
        .map(|f| f.amount_cents)
        .sum()
}

/// Lists the individual fine lines for the receipt printer.
pub fn receipt_lines(loans: &[Loan], as_of: NaiveDate) -> Vec<FineLine> {
    loans.iter().filter_map(|l| fine_for_loan(l, as_of)).collect()
}

/// The date on which a loan's fine reaches the cap, if it has a daily rate at all.
pub fn cap_reached_on(loan: &Loan) -> Option<NaiveDate> {
    let rate = daily_rate(loan.kind);
    if rate == 0 {
        return None;
    }
    let days = (MAX_FINE_CENTS + rate - 1) / rate;
    Some(loan.due_date + Duration::days(GRACE_DAYS + days as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loan(kind: MaterialKind, due: NaiveDate) -> Loan {
        Loan {
            id: 7,
            kind,
            due_date: due,
            ..Loan::default()
        }
    }

    #[test]
    fn no_fine_inside_grace_period() {
        let due = NaiveDate::from_ymd_opt(2024, 3, 1).unwrap();
        let l = loan(MaterialKind::Book, due);
        assert_eq!(fine_for_loan(&l, due + Duration::days(2)), None);
    }

    #[test]
    fn dvd_fine_is_capped() {
        let due = NaiveDate::from_ymd_opt(2024, 3, 1).unwrap();
        let l = loan(MaterialKind::Dvd, due);
        let f = fine_for_loan(&l, due + Duration::days(40)).unwrap();
        assert_eq!(f.amount_cents, MAX_FINE_CENTS);
    }
}
