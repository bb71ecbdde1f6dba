    public decimal ShippingRefund(Rma rma)
    {
        // ... existing code ...
        return Math.Min(Math.Round(refund, 2), rma.Order.ShippingCharge);
    }
