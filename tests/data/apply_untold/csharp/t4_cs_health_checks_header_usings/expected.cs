// Copyright (c) Northwind Traders. All rights reserved.
// SPDX-License-Identifier: MIT

using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Diagnostics.HealthChecks;

namespace Northwind.Api.Health;

public sealed class DatabaseHealthCheck : IHealthCheck
{
    private readonly IDbConnectionFactory _connections;

    public DatabaseHealthCheck(IDbConnectionFactory connections)
    {
        _connections = connections;
    }

    public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken cancellationToken = default)
    {
        try
        {
            await using var connection = await _connections.OpenAsync(cancellationToken);
            await connection.ExecuteScalarAsync("SELECT 1", cancellationToken);
            return HealthCheckResult.Healthy();
        }
        catch (Exception ex)
        {
            return HealthCheckResult.Unhealthy("Database is unreachable.", ex);
        }
    }
}

public sealed class DiskSpaceHealthCheck : IHealthCheck
{
    private readonly long _minimumFreeBytes;

    public DiskSpaceHealthCheck(long minimumFreeBytes)
    {
        _minimumFreeBytes = minimumFreeBytes;
    }

    public Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken cancellationToken = default)
    {
        var drive = new System.IO.DriveInfo(AppContext.BaseDirectory);
        var result = drive.AvailableFreeSpace >= _minimumFreeBytes
            ? HealthCheckResult.Healthy()
            : HealthCheckResult.Degraded($"Only {drive.AvailableFreeSpace} bytes free.");
        return Task.FromResult(result);
    }
}
