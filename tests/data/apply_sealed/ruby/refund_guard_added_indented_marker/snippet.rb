    def call
      # ... existing guard clauses ...
      return failure(:refund_window_closed) if order.delivered_at && order.delivered_at < REFUND_WINDOW.ago
      return failure(:chargeback_open) if order.disputes.open.exists?

      refund = nil

      # ... transaction, notifications and rescue unchanged ...
    end
