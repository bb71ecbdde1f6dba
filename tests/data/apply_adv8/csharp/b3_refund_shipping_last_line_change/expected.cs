using System;
using System.Collections.Generic;
using System.Linq;
using Returns.Portal.Domain;

namespace Returns.Portal.Refunds;

/// <summary>
/// Computes how much money goes back to the customer for an RMA.
/// Amounts are in the order's currency; rounding happens per component.
/// </summary>
public sealed class RefundCalculator
{
    private readonly IRestockingFeePolicy _restockingFees;
    private readonly TimeProvider _time;

    public RefundCalculator(IRestockingFeePolicy restockingFees, TimeProvider time)
    {
        _restockingFees = restockingFees;
        _time = time;
    }

    public decimal ItemRefund(ReturnLineItem item)
    {
        var gross = item.UnitPrice * item.Quantity;
        var discount = item.AllocatedDiscount;
        var fee = _restockingFees.FeeFor(item);
        var refund = Math.Max(0m, gross - discount - fee);
        return Math.Round(refund, 2);
    }

    public decimal ShippingRefund(Rma rma)
    {
        if (rma.Reason is not (ReturnReason.Defective or ReturnReason.WrongItem or ReturnReason.DamagedInTransit))
        {
            return 0m;
        }

        var refund = rma.Lines.Count == rma.Order.Lines.Count
            ? rma.Order.ShippingCharge
            : rma.Order.ShippingCharge * rma.Lines.Sum(l => l.Quantity) / rma.Order.Lines.Sum(l => l.Quantity);
        return Math.Min(Math.Round(refund, 2), rma.Order.ShippingCharge);
    }

    public decimal TaxRefund(Rma rma)
    {
        var taxable = rma.Lines.Where(l => l.Taxable).Sum(l => ItemRefund(l));
        var refund = taxable * rma.Order.TaxRate;
        return Math.Round(refund, 2);
    }

    public RefundBreakdown Calculate(Rma rma)
    {
        if (_time.GetUtcNow() > rma.Order.DeliveredAt.AddDays(rma.Policy.ReturnWindowDays))
        {
            throw new ReturnWindowExpiredException(rma.Number);
        }

        var items = rma.Lines.ToDictionary(l => l.Sku, ItemRefund);
        var shipping = ShippingRefund(rma);
        var tax = TaxRefund(rma);
        return new RefundBreakdown(items, shipping, tax, items.Values.Sum() + shipping + tax);
    }
}
