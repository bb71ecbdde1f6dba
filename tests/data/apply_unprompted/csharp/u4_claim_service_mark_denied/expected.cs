using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using DentalClinic.Data;
using DentalClinic.Domain.Claims;
using Microsoft.Extensions.Logging;

namespace DentalClinic.Services;

public class InsuranceClaimService
{
    private readonly IClaimRepository _claims;
    private readonly IClearinghouseClient _clearinghouse;
    private readonly ILogger<InsuranceClaimService> _logger;

    public InsuranceClaimService(
        IClaimRepository claims,
        IClearinghouseClient clearinghouse,
        ILogger<InsuranceClaimService> logger)
    {
        _claims = claims;
        _clearinghouse = clearinghouse;
        _logger = logger;
    }

    public async Task<InsuranceClaim?> GetClaimAsync(Guid claimId, CancellationToken ct = default)
    {
        return await _claims.FindAsync(claimId, ct);
    }

    public async Task<IReadOnlyList<InsuranceClaim>> GetPendingClaimsAsync(CancellationToken ct = default)
    {
        var claims = await _claims.ListByStatusAsync(ClaimStatus.Pending, ct);
        return claims.OrderBy(c => c.ServiceDate).ToList();
    }

    public async Task<ClaimSubmissionResult> SubmitClaimAsync(Guid claimId, CancellationToken ct = default)
    {
        var claim = await _claims.FindAsync(claimId, ct)
            ?? throw new InvalidOperationException($"Claim {claimId} not found");

        if (claim.Status != ClaimStatus.Draft)
        {
            throw new InvalidOperationException($"Claim {claimId} is {claim.Status}; only drafts can be submitted");
        }

        var result = await _clearinghouse.SubmitAsync(claim, ct);
        claim.Status = result.Accepted ? ClaimStatus.Pending : ClaimStatus.Rejected;
        claim.ClearinghouseReference = result.Reference;
        await _claims.UpdateAsync(claim, ct);

        _logger.LogInformation("Submitted claim {ClaimId} to {Payer}: accepted={Accepted}", claimId, claim.PayerName, result.Accepted);
        return result;
    }

    public async Task MarkPaidAsync(Guid claimId, decimal paidAmount, CancellationToken ct = default)
    {
        var claim = await _claims.FindAsync(claimId, ct)
            ?? throw new InvalidOperationException($"Claim {claimId} not found");

        claim.Status = ClaimStatus.Paid;
        claim.PaidAmount = paidAmount;
        claim.PaidOn = DateOnly.FromDateTime(DateTime.UtcNow);
        await _claims.UpdateAsync(claim, ct);

        _logger.LogInformation("Claim {ClaimId} paid: {Amount:C}", claimId, paidAmount);
    }

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
