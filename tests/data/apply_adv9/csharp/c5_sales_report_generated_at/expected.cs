using System;
using System.Collections.Generic;
using System.Linq;
using Curtain.BoxOffice.Domain;

namespace Curtain.BoxOffice.Reporting;

public sealed class PerformanceSalesReporter
{
    private readonly ISalesLedger _ledger;
    private readonly IClock _clock;

    public PerformanceSalesReporter(ISalesLedger ledger, IClock clock)
    {
        _ledger = ledger;
        _clock = clock;
    }

    public SalesReport ForPerformance(Performance performance)
    {
        var sales = _ledger.SalesFor(performance.Id);
        var report = new SalesReport(performance.Id, performance.Title);

        foreach (var sale in sales)
        {
            report.TicketsSold += sale.SeatCount;
            report.Gross += sale.Total;
            if (sale.IsRefunded)
            {
                report.Refunded += sale.Total;
            }
        }

        report.Capacity = performance.SeatMap.Capacity;
        return report;
    }

    public SalesReport ForRun(Production production)
    {
        var report = new SalesReport(production.Id, production.Title);

        foreach (var performance in production.Performances)
        {
            var single = ForPerformance(performance);
            report.TicketsSold += single.TicketsSold;
            report.Gross += single.Gross;
            report.Refunded += single.Refunded;
            report.Capacity += single.Capacity;
        }

        return report.WithGeneratedAt(_clock.UtcNow);
    }

    public IReadOnlyList<SalesReport> LowSellers(Production production, decimal threshold)
    {
        return production.Performances
            .Where(p => p.StartsAt > _clock.UtcNow)
            .Select(ForPerformance)
            .Where(r => r.Capacity > 0 && (decimal)r.TicketsSold / r.Capacity < threshold)
            .OrderBy(r => r.TicketsSold)
            .ToList();
    }
}
