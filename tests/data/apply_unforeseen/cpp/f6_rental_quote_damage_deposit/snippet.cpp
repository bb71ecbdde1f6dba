// ... keep existing code

constexpr double kInsuranceRate = 0.08;
constexpr double kDamageDepositRate = 0.15;
constexpr int kDaysPerWeek = 7;

// ... keep existing code

double RentalLedger::quoteTotal(const RentalOrder& order) const {
    // ... keep existing code
    const double insurance = order.waiveInsurance ? 0.0 : discounted * kInsuranceRate;
    // Refundable deposit is charged on the pre-discount value of the kit.
    const double deposit = order.depositOnFile ? 0.0 : subtotal * kDamageDepositRate;
    return roundToCents(discounted + insurance + deposit);
}

// ... keep existing code
