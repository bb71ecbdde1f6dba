// ... existing code ...
                let amount = match contract.scheme {
                    PayoutScheme::RevenueShare(rate) => self.revenue_share(sale, rate),
                    PayoutScheme::FlatPerEnrollment(fee) => self.flat_per_enrollment(sale, fee),
                    PayoutScheme::Legacy => self.revenue_share(sale, dec!(0.50)),
                };
// ... existing code ...

    fn flat_per_enrollment(&self, sale: &EnrollmentSale, fee: Decimal) -> Decimal {
        fee.min(self.net_of_fee(sale)).round_dp(2)
    }

    // ... removed legacy_fixed_rate(); legacy contracts now go through revenue_share at 50% ...

    pub fn total(&self, lines: &[PayoutLine]) -> Decimal {
// ... existing code ...
