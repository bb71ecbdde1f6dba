using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Tableside.Pos.Domain;
using Tableside.Pos.Payments;
using Tableside.Pos.Persistence;

namespace Tableside.Pos.Tabs;

public sealed class TabService : ITabService
{
    private readonly ITabRepository _tabs;
    private readonly IPaymentGateway _payments;
    private readonly TimeProvider _time;

    public TabService(ITabRepository tabs, IPaymentGateway payments, TimeProvider time)
    {
        _tabs = tabs;
        _payments = payments;
        _time = time;
    }

    public async Task<Tab> OpenTabAsync(int tableNumber, Guid serverId, CancellationToken ct)
    {
        var existing = await _tabs.FindOpenByTableAsync(tableNumber, ct);
        if (existing is not null)
        {
            return existing;
        }

        var tab = Tab.Open(tableNumber, serverId, _time.GetUtcNow());
        await _tabs.AddAsync(tab, ct);
        return tab;
    }

    public async Task<Tab> AddLineAsync(Guid tabId, MenuItem item, int quantity, CancellationToken ct)
    {
        var tab = await _tabs.GetAsync(tabId, ct)
            ?? throw new TabNotFoundException(tabId);
        tab.AddLine(item, quantity, _time.GetUtcNow());
        await _tabs.UpdateAsync(tab, ct);
        return tab;
    }

    public async Task<Receipt> CloseTabAsync(Guid tabId, PaymentRequest payment, CancellationToken ct)
    {
        var tab = await _tabs.GetAsync(tabId, ct)
            ?? throw new TabNotFoundException(tabId);
        if (tab.Lines.All(l => l.IsVoided))
        {
            throw new InvalidOperationException($"Tab {tabId} has no billable lines");
        }

        var result = await _payments.ChargeAsync(payment with { Amount = tab.Total }, ct);
        if (!result.Succeeded)
        {
            throw new PaymentDeclinedException(tabId, result.DeclineCode);
        }

        tab.Close(result.TransactionId, _time.GetUtcNow());
        await _tabs.UpdateAsync(tab, ct);
        return Receipt.For(tab, result);
    }

    public async Task<Tab> TransferAsync(Guid tabId, int newTableNumber, CancellationToken ct)
    {
        var tab = await _tabs.GetAsync(tabId, ct)
            ?? throw new TabNotFoundException(tabId);
        tab.MoveToTable(newTableNumber, _time.GetUtcNow());
        await _tabs.UpdateAsync(tab, ct);
        return tab;
    }
}
