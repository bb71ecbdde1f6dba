public class ShareLedger
{
    // ... existing members ...

    public int TotalSharesOutstanding(DateOnly asOf)
    {
        return Members().Sum(memberId => SharesHeld(memberId, asOf));
    }
}
