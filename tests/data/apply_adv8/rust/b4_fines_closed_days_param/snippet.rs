// ... existing code ...

/// Computes the fine for a single loan returned (or checked) on `as_of`.
/// Days on which the branch was closed (holidays, storm closures) are not charged.
pub fn fine_for_loan(
    loan: &Loan,
    as_of: NaiveDate,
    closed_days: &[NaiveDate],
) -> Option<FineLine> {
    let closed = closed_days
        .iter()
        .filter(|d| **d > loan.due_date && **d <= as_of)
        .count() as i64;
    let days_late = (as_of - loan.due_date).num_days() - GRACE_DAYS - closed;
    if days_late <= 0 {
        return None;
    }
    // ... existing code ...
}

/// Sums the fines for every loan on a patron's account.
pub fn total_for_patron(loans: &[Loan], as_of: NaiveDate, closed_days: &[NaiveDate]) -> u32 {
    loans
        .iter()
        .filter_map(|l| fine_for_loan(l, as_of, closed_days))
        .map(|f| f.amount_cents)
        .sum()
}

/// Lists the individual fine lines for the receipt printer.
pub fn receipt_lines(
    loans: &[Loan],
    as_of: NaiveDate,
    closed_days: &[NaiveDate],
) -> Vec<FineLine> {
    loans
        .iter()
        .filter_map(|l| fine_for_loan(l, as_of, closed_days))
        .collect()
}

// ... existing code ...

    #[test]
    fn no_fine_inside_grace_period() {
        let due = NaiveDate::from_ymd_opt(2024, 3, 1).unwrap();
        let l = loan(MaterialKind::Book, due);
        assert_eq!(fine_for_loan(&l, due + Duration::days(2), &[]), None);
    }

    #[test]
    fn dvd_fine_is_capped() {
        // ... existing code ...
        let f = fine_for_loan(&l, due + Duration::days(40), &[]).unwrap();
        assert_eq!(f.amount_cents, MAX_FINE_CENTS);
    }
}
