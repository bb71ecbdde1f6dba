use std::collections::HashMap;

pub struct DiscountPolicy {
    rates: HashMap<Tier, f64>,
}

impl DiscountPolicy {
    pub fn rate_for(&self, customer: &Customer) -> f64 {
        let tier = customer.loyalty_tier();
        if customer.is_employee() {
            return 0.2;
        }
        self.rates.get(&tier).copied().unwrap_or(0.0)
    }

    pub fn applies(&self, order: &Order) -> bool {
        order.subtotal() >= 20.0 && !order.is_gift_card()
    }
}
