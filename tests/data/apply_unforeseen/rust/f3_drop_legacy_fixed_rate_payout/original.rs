//! Instructor payout computation for a single settlement period.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::payouts::model::{EnrollmentSale, InstructorContract, PayoutLine, PayoutScheme};

/// Platform keeps this share of every sale before revenue share is applied.
const PLATFORM_FEE_RATE: Decimal = dec!(0.10);

/// Days after purchase during which a student can still get a refund.
const REFUND_WINDOW_DAYS: i64 = 30;

pub struct PayoutCalculator {
    period_end: NaiveDate,
}

impl PayoutCalculator {
    pub fn new(period_end: NaiveDate) -> Self {
        Self { period_end }
    }

    pub fn payout_lines(&self, contract: &InstructorContract, sales: &[EnrollmentSale]) -> Vec<PayoutLine> {
        sales
            .iter()
            .filter(|sale| self.is_settled(sale))
            .map(|sale| {
                let amount = match contract.scheme {
                    PayoutScheme::RevenueShare(rate) => self.revenue_share(sale, rate),
                    PayoutScheme::FlatPerEnrollment(fee) => self.flat_per_enrollment(sale, fee),
                    PayoutScheme::Legacy => self.legacy_fixed_rate(sale),
                };
                PayoutLine {
                    instructor_id: contract.instructor_id,
                    enrollment_id: sale.enrollment_id,
                    amount,
                }
            })
            .collect()
    }

    fn is_settled(&self, sale: &EnrollmentSale) -> bool {
        !sale.refunded && (self.period_end - sale.sold_on).num_days() >= REFUND_WINDOW_DAYS
    }

    fn net_of_fee(&self, sale: &EnrollmentSale) -> Decimal {
        sale.price - sale.price * PLATFORM_FEE_RATE
    }

    fn revenue_share(&self, sale: &EnrollmentSale, rate: Decimal) -> Decimal {
        (self.net_of_fee(sale) * rate).round_dp(2)
    }

    fn flat_per_enrollment(&self, sale: &EnrollmentSale, fee: Decimal) -> Decimal {
        fee.min(self.net_of_fee(sale)).round_dp(2)
    }

    /// Pre-2022 contracts: 50% of the gross price, no platform fee deducted.
    fn legacy_fixed_rate(&self, sale: &EnrollmentSale) -> Decimal {
        (sale.price * dec!(0.50)).round_dp(2)
    }

    pub fn total(&self, lines: &[PayoutLine]) -> Decimal {
        lines.iter().map(|line| line.amount).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sale(price: Decimal, days_ago: i64, refunded: bool) -> EnrollmentSale {
        let period_end = NaiveDate::from_ymd_opt(2024, 6, 30).unwrap();
        EnrollmentSale {
            enrollment_id: 1,
            price,
            sold_on: period_end - chrono::Duration::days(days_ago),
            refunded,
        }
    }

    #[test]
    fn refunded_and_recent_sales_are_not_settled() {
        let calc = PayoutCalculator::new(NaiveDate::from_ymd_opt(2024, 6, 30).unwrap());
        assert!(!calc.is_settled(&sale(dec!(49.00), 45, true)));
        assert!(!calc.is_settled(&sale(dec!(49.00), 10, false)));
        assert!(calc.is_settled(&sale(dec!(49.00), 45, false)));
    }

    #[test]
    fn revenue_share_is_taken_after_platform_fee() {
        let calc = PayoutCalculator::new(NaiveDate::from_ymd_opt(2024, 6, 30).unwrap());
        assert_eq!(calc.revenue_share(&sale(dec!(100.00), 45, false), dec!(0.70)), dec!(63.00));
    }
}
