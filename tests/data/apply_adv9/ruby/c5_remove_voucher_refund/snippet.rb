# ... existing code ...

    REFUND_WINDOW = 72.hours

    # ... existing code ...

    def eligible?
      return true if @order.performance.cancelled?

      @order.performance.starts_at - Time.current >= REFUND_WINDOW
    end

    # (removed legacy_voucher_refund - vouchers are issued by VoucherIssuer now)

    private

    # ... existing code ...
