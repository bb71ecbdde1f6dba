// ... imports and derives unchanged ...
pub enum PaymentState {
    Pending,
    Authorized,
    Captured,
    PartiallyRefunded,
    Refunded,
    Failed,
    Cancelled,
}

// ... TransitionError unchanged ...

impl PaymentState {
    // ... is_terminal unchanged ...

    /// Whether money has moved to the merchant in this state.
    pub fn has_settled_funds(self) -> bool {
        matches!(self, PaymentState::Captured | PaymentState::PartiallyRefunded)
    }

    pub fn can_transition_to(self, next: PaymentState) -> bool {
        use PaymentState::*;
        match (self, next) {
            (Pending, Authorized) | (Pending, Failed) | (Pending, Cancelled) => true,
            (Authorized, Captured) | (Authorized, Cancelled) | (Authorized, Failed) => true,
            (Captured, Refunded) | (Captured, PartiallyRefunded) => true,
            (PartiallyRefunded, PartiallyRefunded) | (PartiallyRefunded, Refunded) => true,
            _ => false,
        }
    }

    // ... transition() as before ...
}

impl fmt::Display for PaymentState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            // ... earlier arms unchanged ...
            PaymentState::Captured => "captured",
            PaymentState::PartiallyRefunded => "partially_refunded",
            PaymentState::Refunded => "refunded",
            // ... remaining arms unchanged ...
        };
        f.write_str(label)
    }
}

// ... tests unchanged ...
