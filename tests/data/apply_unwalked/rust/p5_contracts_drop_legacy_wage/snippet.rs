impl Contract {
    // ... existing code ...

    pub fn weekly_wage(&self) -> Money {
        self.annual_wage / 52
    }

    // ... removed legacy_weekly_wage() (and its doc comment) ...

    pub fn months_remaining(&self, today: NaiveDate) -> i32 {
        // ... existing code ...
    }

    // ... existing code ...
}

pub fn payroll_total(contracts: &[Contract], date: NaiveDate) -> Money {
    contracts
        .iter()
        .filter(|c| c.is_active_on(date))
        .map(Contract::weekly_wage)
        .sum()
}

// ... removed legacy_payroll_total() ...

pub fn expiring_contracts<'a>(contracts: &'a [Contract], today: NaiveDate) -> Vec<&'a Contract> {
    contracts.iter().filter(|c| c.is_expiring(today)).collect()
}

// ... existing code ...
