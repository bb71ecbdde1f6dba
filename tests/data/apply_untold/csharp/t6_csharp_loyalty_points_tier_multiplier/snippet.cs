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
