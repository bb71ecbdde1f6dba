using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Acme.Loyalty.Data;
using Acme.Loyalty.Models;
using Microsoft.Extensions.Logging;

namespace Acme.Loyalty.Services;

public sealed class PointsService
{
    private const int PointsPerDollar = 10;

    private readonly ILoyaltyRepository _repository;
    private readonly ILogger<PointsService> _logger;

    public PointsService(ILoyaltyRepository repository, ILogger<PointsService> logger)
    {
        _repository = repository;
        _logger = logger;
    }

    public async Task<int> GetBalanceAsync(Guid memberId, CancellationToken ct = default)
    {
        var entries = await _repository.GetLedgerAsync(memberId, ct);
        return entries.Sum(e => e.Points);
    }

    public async Task<int> AwardForPurchaseAsync(Guid memberId, decimal amount, CancellationToken ct = default)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), "Purchase amount must be positive.");
        }

        var member = await _repository.GetMemberAsync(memberId, ct)
            ?? throw new InvalidOperationException($"Unknown member {memberId}.");

        var multiplier = member.Tier switch
        {
            MemberTier.Gold => 2.0m,
            MemberTier.Silver => 1.5m,
            _ => 1.0m,
        };

        var points = (int)Math.Floor(amount * PointsPerDollar * multiplier);
        await _repository.AddEntryAsync(new LedgerEntry(memberId, points, "purchase", DateTimeOffset.UtcNow), ct);
        _logger.LogInformation("Awarded {Points} points ({Tier}) to {MemberId}", points, member.Tier, memberId);
        return points;
    }

    public async Task<bool> RedeemAsync(Guid memberId, int points, string reason, CancellationToken ct = default)
    {
        var balance = await GetBalanceAsync(memberId, ct);
        if (balance < points)
        {
            _logger.LogWarning("Member {MemberId} tried to redeem {Points} with balance {Balance}", memberId, points, balance);
            return false;
        }

        await _repository.AddEntryAsync(new LedgerEntry(memberId, -points, reason, DateTimeOffset.UtcNow), ct);
        return true;
    }

    public async Task<IReadOnlyList<LedgerEntry>> GetHistoryAsync(Guid memberId, int take = 50, CancellationToken ct = default)
    {
        var entries = await _repository.GetLedgerAsync(memberId, ct);
        return entries
            .OrderByDescending(e => e.CreatedAt)
            .Take(take)
            .ToList();
    }
}
