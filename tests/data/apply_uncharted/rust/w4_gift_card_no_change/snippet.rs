// ... existing code ...

    pub fn apply_gift_card(
        &mut self,
        amount_cents: i64,
        employee_id: u32,
        card_no: &str,
    ) -> Result<i64, CheckError> {
        // ... existing code ...
        self.payments.push(Payment::gift(applied, employee_id, card_no));
        Ok(0) // unused value stays on the gift card; never paid out as cash change
    }

// ... existing code ...
