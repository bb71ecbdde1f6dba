// ... keep existing code
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
// ... keep existing code

public sealed class TabService : ITabService
{
    // ... keep existing code
    private readonly TimeProvider _time;
    private readonly ILogger<TabService> _logger;

    public TabService(
        ITabRepository tabs,
        IPaymentGateway payments,
        TimeProvider time,
        ILogger<TabService> logger)
    {
        _tabs = tabs;
        _payments = payments;
        _time = time;
        _logger = logger;
    }

    // ... keep existing code

    public async Task<Receipt> CloseTabAsync(Guid tabId, PaymentRequest payment, CancellationToken ct)
    {
        // ... keep existing code
        if (!result.Succeeded)
        {
            _logger.LogWarning("Payment declined for tab {TabId}: {DeclineCode}", tabId, result.DeclineCode);
            throw new PaymentDeclinedException(tabId, result.DeclineCode);
        }

        tab.Close(result.TransactionId, _time.GetUtcNow());
        await _tabs.UpdateAsync(tab, ct);
        _logger.LogInformation("Closed tab {TabId} for {Total:C}", tabId, tab.Total);
        return Receipt.For(tab, result);
    }

    // ... keep existing code
}
