using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using SolarCoop.Billing.Data;
using SolarCoop.Billing.Tariffs;

namespace SolarCoop.Billing.Credits
{
    public class MeterCreditService
    {
        private readonly ICreditRepository _credits;
        private readonly ITariffProvider _tariffs;
        private readonly ILogger<MeterCreditService> _logger;

        public MeterCreditService(ICreditRepository credits, ITariffProvider tariffs, ILogger<MeterCreditService> logger)
        {
            _credits = credits;
            _tariffs = tariffs;
            _logger = logger;
        }

        public async Task<MeterCredit> ApplyMonthlyCreditAsync(int memberId, string period, decimal kwhExported, CancellationToken ct)
        {
            var rate = await _tariffs.GetExportRateAsync(period, ct);
            var credit = new MeterCredit
            {
                MemberId = memberId,
                Period = period,
                KwhCredited = kwhExported,
                AmountCents = (long)Math.Round(kwhExported * rate * 100m, MidpointRounding.ToEven),
                CreatedAt = DateTimeOffset.UtcNow,
            };

            await _credits.InsertAsync(credit, ct);
            _logger.LogInformation("Credited member {MemberId} {Kwh} kWh for {Period}", memberId, kwhExported, period);
            return credit;
        }

        public async Task<MeterCredit> ReverseCreditAsync(long creditId, string reason, CancellationToken ct)
        {
            var original = await _credits.GetAsync(creditId, ct)
                ?? throw new InvalidOperationException($"Credit {creditId} not found.");

            var reversal = new MeterCredit
            {
                MemberId = original.MemberId,
                Period = original.Period,
                KwhCredited = -original.KwhCredited,
                AmountCents = -original.AmountCents,
                ReversesCreditId = original.Id,
                Note = reason,
                CreatedAt = DateTimeOffset.UtcNow,
            };

            await _credits.InsertAsync(reversal, ct);
            _logger.LogWarning("Reversed credit {CreditId}: {Reason}", creditId, reason);
            return reversal;
        }

        public async Task<long> BalanceCentsAsync(int memberId, CancellationToken ct)
        {
            var credits = await _credits.ListForMemberAsync(memberId, ct);
            long total = 0;
            foreach (var credit in credits)
            {
                total += credit.AmountCents;
            }
            return total;
        }

        public async Task<decimal> KwhCreditedAsync(int memberId, string period, CancellationToken ct)
        {
            var credits = await _credits.ListForMemberAsync(memberId, ct);
            decimal total = 0m;
            foreach (var credit in credits)
            {
                if (credit.Period == period)
                {
                    total += credit.KwhCredited;
                }
            }
            return total;
        }
    }
}
