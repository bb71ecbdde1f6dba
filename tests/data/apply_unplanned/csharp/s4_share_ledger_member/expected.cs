using System;
using System.Collections.Generic;
using System.Linq;

namespace SolarCoop.Membership;

public enum ShareTransactionKind
{
    Purchase,
    Redemption,
    Transfer,
}

public sealed record ShareTransaction(
    int MemberId,
    ShareTransactionKind Kind,
    int Shares,
    decimal PricePerShare,
    DateOnly EffectiveOn);

public class ShareLedger
{
    public const decimal NominalShareValue = 250m;
    public const int MaxSharesPerMember = 40;

    private readonly List<ShareTransaction> _transactions = new();

    public IReadOnlyList<ShareTransaction> Transactions => _transactions;

    public void Record(ShareTransaction tx)
    {
        if (tx.Shares <= 0)
            throw new ArgumentOutOfRangeException(nameof(tx), "Share count must be positive.");

        var balance = SharesHeld(tx.MemberId, tx.EffectiveOn);
        if (tx.Kind == ShareTransactionKind.Purchase && balance + tx.Shares > MaxSharesPerMember)
            throw new ShareLedgerException($"Member {tx.MemberId} would exceed {MaxSharesPerMember} shares.");
        if (tx.Kind == ShareTransactionKind.Redemption && tx.Shares > balance)
            throw new ShareLedgerException($"Member {tx.MemberId} holds only {balance} shares.");

        _transactions.Add(tx);
    }

    public int SharesHeld(int memberId, DateOnly asOf)
    {
        return _transactions
            .Where(t => t.MemberId == memberId && t.EffectiveOn <= asOf)
            .Sum(t => t.Kind == ShareTransactionKind.Redemption ? -t.Shares : t.Shares);
    }

    public decimal CapitalPaidIn(int memberId)
    {
        return _transactions
            .Where(t => t.MemberId == memberId && t.Kind == ShareTransactionKind.Purchase)
            .Sum(t => t.Shares * t.PricePerShare);
    }

    public decimal CapitalRedeemed(int memberId)
    {
        return _transactions
            .Where(t => t.MemberId == memberId && t.Kind == ShareTransactionKind.Redemption)
            .Sum(t => t.Shares * t.PricePerShare);
    }

    public IEnumerable<int> Members()
    {
        return _transactions.Select(t => t.MemberId).Distinct().OrderBy(id => id);
    }

    public int TotalSharesOutstanding(DateOnly asOf)
    {
        return Members().Sum(memberId => SharesHeld(memberId, asOf));
    }
}

public class ShareLedgerException : Exception
{
    public ShareLedgerException(string message)
        : base(message)
    {
    }
}
