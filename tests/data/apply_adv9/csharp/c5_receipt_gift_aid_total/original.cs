using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Hearthside.Donations.Data;
using Hearthside.Donations.Models;

namespace Hearthside.Donations.Receipts
{
    public class DonorReceiptService
    {
        private static readonly CultureInfo UkCulture = CultureInfo.GetCultureInfo("en-GB");

        private readonly IDonationRepository _donations;
        private readonly IReceiptMailer _mailer;
        private readonly ILogger<DonorReceiptService> _logger;

        public DonorReceiptService(
            IDonationRepository donations,
            IReceiptMailer mailer,
            ILogger<DonorReceiptService> logger)
        {
            _donations = donations;
            _mailer = mailer;
            _logger = logger;
        }

        public async Task<int> SendAnnualReceiptsAsync(int taxYear, CancellationToken ct = default)
        {
            var start = new DateTime(taxYear - 1, 4, 6);
            var end = new DateTime(taxYear, 4, 5, 23, 59, 59);
            var byDonor = (await _donations.ListBetweenAsync(start, end, ct))
                .Where(d => d.Status == DonationStatus.Settled)
                .GroupBy(d => d.DonorId);

            var sent = 0;
            foreach (var group in byDonor)
            {
                var receipt = BuildReceipt(group.Key, taxYear, group.ToList());
                if (receipt.Lines.Count == 0)
                {
                    continue;
                }
                await _mailer.SendAsync(receipt, ct);
                sent++;
            }
            _logger.LogInformation("Sent {Count} annual receipts for tax year {TaxYear}", sent, taxYear);
            return sent;
        }

        public DonorReceipt BuildReceipt(Guid donorId, int taxYear, IReadOnlyList<Donation> donations)
        {
            var lines = donations
                .OrderBy(d => d.ReceivedAt)
                .Select(d => new ReceiptLine(
                    d.ReceivedAt.ToString("d MMM yyyy", UkCulture),
                    d.CampaignName,
                    d.Amount))
                .ToList();

            return new DonorReceipt
            {
                DonorId = donorId,
                TaxYear = taxYear,
                Lines = lines,
                Total = lines.Sum(l => l.Amount),
            };
        }

        private static string FormatAmount(decimal amount)
        {
            return amount.ToString("C", UkCulture);
        }
    }
}
