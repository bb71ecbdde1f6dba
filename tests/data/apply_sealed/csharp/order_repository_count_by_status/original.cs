using System;
using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Dapper;
using Acme.Orders.Domain;

namespace Acme.Orders.Data;

public sealed class OrderRecord
{
    public Guid Id { get; init; }
    public Guid CustomerId { get; init; }
    public string Status { get; init; } = "";
    public decimal Total { get; init; }
    public DateTime CreatedUtc { get; init; }
    public DateTime? ShippedUtc { get; init; }
}

public sealed class OrderRepository : IOrderRepository
{
    private const string SelectColumns =
        "id AS Id, customer_id AS CustomerId, status AS Status, total AS Total, " +
        "created_utc AS CreatedUtc, shipped_utc AS ShippedUtc";

    private readonly IDbConnectionFactory _connections;

    public OrderRepository(IDbConnectionFactory connections)
    {
        _connections = connections;
    }

    public async Task<OrderRecord?> GetAsync(Guid id, CancellationToken ct = default)
    {
        using var conn = await _connections.OpenAsync(ct);
        var sql = $"SELECT {SelectColumns} FROM orders WHERE id = @id";
        return await conn.QuerySingleOrDefaultAsync<OrderRecord>(
            new CommandDefinition(sql, new { id }, cancellationToken: ct));
    }

    public async Task<IReadOnlyList<OrderRecord>> ListForCustomerAsync(Guid customerId, int limit, CancellationToken ct = default)
    {
        using var conn = await _connections.OpenAsync(ct);
        var sql = $"SELECT {SelectColumns} FROM orders WHERE customer_id = @customerId " +
                  "ORDER BY created_utc DESC LIMIT @limit";
        var rows = await conn.QueryAsync<OrderRecord>(
            new CommandDefinition(sql, new { customerId, limit }, cancellationToken: ct));
        return rows.ToList();
    }

    public async Task InsertAsync(OrderRecord order, CancellationToken ct = default)
    {
        using var conn = await _connections.OpenAsync(ct);
        const string sql =
            "INSERT INTO orders (id, customer_id, status, total, created_utc) " +
            "VALUES (@Id, @CustomerId, @Status, @Total, @CreatedUtc)";
        await conn.ExecuteAsync(new CommandDefinition(sql, order, cancellationToken: ct));
    }

    public async Task<bool> MarkShippedAsync(Guid id, DateTime shippedUtc, CancellationToken ct = default)
    {
        using var conn = await _connections.OpenAsync(ct);
        const string sql =
            "UPDATE orders SET status = 'shipped', shipped_utc = @shippedUtc " +
            "WHERE id = @id AND status = 'paid'";
        var affected = await conn.ExecuteAsync(
            new CommandDefinition(sql, new { id, shippedUtc }, cancellationToken: ct));
        return affected == 1;
    }
}

public sealed class OrderRecordComparer : IEqualityComparer<OrderRecord>
{
    public bool Equals(OrderRecord? x, OrderRecord? y) => x?.Id == y?.Id;

    public int GetHashCode(OrderRecord obj) => obj.Id.GetHashCode();
}
