namespace Hearthside.Donations.Receipts
{
    public class DonorReceiptService
    {
        // ... existing code ...

            return new DonorReceipt
            {
                DonorId = donorId,
                TaxYear = taxYear,
                Lines = lines,
                Total = lines.Sum(l => l.Amount),
                GiftAidTotal = donations.Where(d => d.GiftAidEligible).Sum(d => d.Amount) * 0.25m,
            };
        }

        // ... existing code ...
    }
}
