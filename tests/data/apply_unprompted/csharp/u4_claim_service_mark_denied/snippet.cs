public class InsuranceClaimService
{
    // ... existing code ...

    public async Task MarkDeniedAsync(Guid claimId, string denialCode, string? payerNote, CancellationToken ct = default)
    {
        var claim = await _claims.FindAsync(claimId, ct)
            ?? throw new InvalidOperationException($"Claim {claimId} not found");

        claim.Status = ClaimStatus.Denied;
        claim.DenialCode = denialCode;
        claim.DenialNote = payerNote;
        claim.PaidAmount = 0m;
        await _claims.UpdateAsync(claim, ct);

        _logger.LogWarning("Claim {ClaimId} denied by {Payer} with code {DenialCode}", claimId, claim.PayerName, denialCode);
    }
}
