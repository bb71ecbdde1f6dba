using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LearnHub.Payouts.Data;
using LearnHub.Payouts.Models;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace LearnHub.Payouts.Services;

public sealed class InstructorPayoutService
{
    private readonly IEnrolmentSalesRepository _sales;
    private readonly IPayoutRepository _payouts;
    private readonly IExchangeRateProvider _rates;
    private readonly PayoutOptions _options;
    private readonly ILogger<InstructorPayoutService> _logger;

    public InstructorPayoutService(
        IEnrolmentSalesRepository sales,
        IPayoutRepository payouts,
        IExchangeRateProvider rates,
        IOptions<PayoutOptions> options,
        ILogger<InstructorPayoutService> logger)
    {
        _sales = sales;
        _payouts = payouts;
        _rates = rates;
        _options = options.Value;
        _logger = logger;
    }

    public async Task<PayoutStatement> CalculateMonthlyPayoutAsync(
        Guid instructorId,
        DateOnly month,
        CancellationToken cancellationToken = default)
    {
        var periodStart = month.ToDateTime(TimeOnly.MinValue);
        var periodEnd = periodStart.AddMonths(1);

        var sales = await _sales.GetSettledSalesAsync(instructorId, periodStart, periodEnd, cancellationToken);
        if (sales.Count == 0)
        {
            _logger.LogInformation("No settled sales for instructor {InstructorId} in {Month}", instructorId, month);
            return PayoutStatement.Empty(instructorId, month);
        }

        decimal gross = 0m;
        foreach (var sale in sales)
        {
            var rate = await _rates.GetRateAsync(sale.Currency, _options.PayoutCurrency, sale.SoldAt, cancellationToken);
            gross += sale.Amount * rate;
        }

        var platformFee = gross * _options.PlatformFeeRate;
        var net = gross - platformFee;

        return new PayoutStatement(
            instructorId,
            month,
            sales.Count,
            Math.Round(gross, 2),
            Math.Round(platformFee, 2),
            Math.Round(net, 2));
    }

    public async Task<Payout?> SchedulePayoutAsync(PayoutStatement statement, CancellationToken cancellationToken = default)
    {
        if (statement.NetAmount < _options.MinimumPayoutAmount)
        {
            _logger.LogInformation(
                "Carrying over {Amount} for instructor {InstructorId}: below minimum payout",
                statement.NetAmount,
                statement.InstructorId);
            return null;
        }

        var payout = new Payout
        {
            Id = Guid.NewGuid(),
            InstructorId = statement.InstructorId,
            Month = statement.Month,
            Amount = statement.NetAmount,
            Currency = _options.PayoutCurrency,
            Status = PayoutStatus.Scheduled,
            ScheduledFor = DateTime.UtcNow.Date.AddDays(_options.PayoutDelayDays),
        };

        await _payouts.AddAsync(payout, cancellationToken);
        return payout;
    }

    public Task<IReadOnlyList<Payout>> GetPendingPayoutsAsync(CancellationToken cancellationToken = default) =>
        _payouts.GetByStatusAsync(PayoutStatus.Scheduled, cancellationToken);
}
