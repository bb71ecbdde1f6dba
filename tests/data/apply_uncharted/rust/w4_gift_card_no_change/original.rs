use crate::check::{Check, CheckError, Payment, TenderKind};

/// Cash rounding to the nearest 5 cents (penny elimination).
fn round_cash(cents: i64) -> i64 {
    ((cents + 2) / 5) * 5
}

impl Check {
    /// Applies a cash tender and returns the change due to the guest.
    pub fn apply_cash(&mut self, amount_cents: i64, employee_id: u32) -> Result<i64, CheckError> {
        if self.is_closed() {
            return Err(CheckError::Closed(self.id));
        }
        let due = round_cash(self.balance_due());
        let applied = amount_cents.min(due);
        self.payments.push(Payment::new(TenderKind::Cash, applied, employee_id));
        Ok(amount_cents - applied)
    }

    /// Applies a card tender; anything over the balance is recorded as tip.
    pub fn apply_card(
        &mut self,
        amount_cents: i64,
        employee_id: u32,
        auth_code: &str,
    ) -> Result<i64, CheckError> {
        if self.is_closed() {
            return Err(CheckError::Closed(self.id));
        }
        let due = self.balance_due();
        if amount_cents > due + self.tip_cap_cents() {
            return Err(CheckError::OverTender { due, offered: amount_cents });
        }
        let applied = amount_cents.min(due);
        self.payments.push(Payment::card(applied, amount_cents - applied, employee_id, auth_code));
        Ok(0)
    }

    /// Applies a gift card tender and returns the change due to the guest.
    pub fn apply_gift_card(
        &mut self,
        amount_cents: i64,
        employee_id: u32,
        card_no: &str,
    ) -> Result<i64, CheckError> {
        if self.is_closed() {
            return Err(CheckError::Closed(self.id));
        }
        let due = self.balance_due();
        let applied = amount_cents.min(due);
        self.payments.push(Payment::gift(applied, employee_id, card_no));
        Ok(amount_cents - applied)
    }

    /// Charges a house account (catering clients, staff meals) and returns the change due.
    pub fn apply_house_account(
        &mut self,
        amount_cents: i64,
        employee_id: u32,
        account_id: u64,
    ) -> Result<i64, CheckError> {
        if self.is_closed() {
            return Err(CheckError::Closed(self.id));
        }
        let due = self.balance_due();
        let applied = amount_cents.min(due);
        self.payments.push(Payment::house(applied, employee_id, account_id));
        Ok(amount_cents - applied)
    }

    fn tip_cap_cents(&self) -> i64 {
        // Card tips over 50% of the subtotal need a manager override.
        self.subtotal_cents() / 2
    }

    pub fn close_if_paid(&mut self) -> bool {
        if self.balance_due() <= 0 && !self.is_closed() {
            self.close();
            return true;
        }
        false
    }
}
