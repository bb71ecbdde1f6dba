// ... existing code ...

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

        // Rates are fixed per currency for the statement month, so look each one up once.
        var ratesByCurrency = new Dictionary<string, decimal>(StringComparer.OrdinalIgnoreCase);
        decimal gross = 0m;
        foreach (var sale in sales)
        {
            if (!ratesByCurrency.TryGetValue(sale.Currency, out var rate))
            {
                rate = await _rates.GetRateAsync(sale.Currency, _options.PayoutCurrency, periodEnd, cancellationToken);
                ratesByCurrency[sale.Currency] = rate;
            }

            gross += (sale.Amount - sale.RefundedAmount) * rate;
        }

        var platformFee = gross * _options.PlatformFeeRate;
        var net = gross - platformFee;

        return new PayoutStatement(
            instructorId,
            month,
            sales.Count(s => s.RefundedAmount < s.Amount),
            Math.Round(gross, 2),
            Math.Round(platformFee, 2),
            Math.Round(net, 2));
    }

// ... existing code ...
