use serde::{Deserialize, Serialize};
use std::fmt;

use crate::money::Amount;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentState {
    Pending,
    Authorized,
    Captured,
    PartiallyRefunded,
    Refunded,
    Failed,
    Cancelled,
}

#[derive(Debug, thiserror::Error)]
pub enum TransitionError {
    #[error("cannot move payment from {from} to {to}")]
    Invalid { from: PaymentState, to: PaymentState },
    #[error("refund amount {0} exceeds captured amount")]
    RefundTooLarge(Amount),
}

impl PaymentState {
    /// Whether no further transitions are possible from this state.
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            PaymentState::Refunded | PaymentState::Failed | PaymentState::Cancelled
        )
    }

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

    pub fn transition(self, next: PaymentState) -> Result<PaymentState, TransitionError> {
        if self.can_transition_to(next) {
            Ok(next)
        } else {
            Err(TransitionError::Invalid { from: self, to: next })
        }
    }
}

impl fmt::Display for PaymentState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            PaymentState::Pending => "pending",
            PaymentState::Authorized => "authorized",
            PaymentState::Captured => "captured",
            PaymentState::PartiallyRefunded => "partially_refunded",
            PaymentState::Refunded => "refunded",
            PaymentState::Failed => "failed",
            PaymentState::Cancelled => "cancelled",
        };
        f.write_str(label)
    }
}

#[cfg(test)]
mod tests {
    use super::PaymentState::*;

    #[test]
    fn pending_can_be_authorized() {
        assert!(Pending.can_transition_to(Authorized));
    }

    #[test]
    fn captured_cannot_go_back_to_pending() {
        assert!(!Captured.can_transition_to(Pending));
    }

    #[test]
    fn refunded_is_terminal() {
        assert!(Refunded.is_terminal());
    }
}
