public sealed class OrderRepository : IOrderRepository
{
    // ... existing members ...

    public async Task<IReadOnlyDictionary<string, int>> CountByStatusAsync(CancellationToken ct = default)
    {
        using var conn = await _connections.OpenAsync(ct);
        const string sql = "SELECT status AS Status, COUNT(*) AS Count FROM orders GROUP BY status";
        var rows = await conn.QueryAsync<(string Status, int Count)>(
            new CommandDefinition(sql, cancellationToken: ct));
        return rows.ToDictionary(r => r.Status, r => r.Count);
    }
}
