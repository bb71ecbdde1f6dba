using System;
using System.Threading;
using System.Threading.Tasks;
using Alpenrose.Passes.Contracts;
using Alpenrose.Passes.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Alpenrose.Passes.Api.Controllers;

[ApiController]
[Route("api/passes")]
[Authorize(Policy = "TicketOffice")]
public sealed class LiftPassController : ControllerBase
{
    private readonly ILiftPassService _passes;
    private readonly ILogger<LiftPassController> _logger;

    public LiftPassController(ILiftPassService passes, ILogger<LiftPassController> logger)
    {
        _passes = passes;
        _logger = logger;
    }

    [HttpGet("{passNumber}")]
    public async Task<ActionResult<LiftPassDto>> GetPass(string passNumber, CancellationToken ct)
    {
        var pass = await _passes.FindAsync(passNumber, ct);
        return pass is null ? NotFound() : Ok(pass);
    }

    [HttpPost]
    public async Task<ActionResult<LiftPassDto>> IssuePass([FromBody] IssuePassRequest request, CancellationToken ct)
    {
        if (request.ValidFrom < DateOnly.FromDateTime(DateTime.Today))
        {
            return ValidationProblem("A pass cannot start in the past.");
        }

        var pass = await _passes.IssueAsync(request, ct);
        _logger.LogInformation("Issued {Product} pass {PassNumber}", request.Product, pass.PassNumber);
        return CreatedAtAction(nameof(GetPass), new { passNumber = pass.PassNumber }, pass);
    }

    [HttpPost("{passNumber}/block")]
    public async Task<IActionResult> BlockPass(string passNumber, [FromBody] BlockPassRequest request, CancellationToken ct)
    {
        var blocked = await _passes.BlockAsync(passNumber, request.Reason, ct);
        if (!blocked)
        {
            return NotFound();
        }

        _logger.LogWarning("Pass {PassNumber} blocked: {Reason}", passNumber, request.Reason);
        return NoContent();
    }

    [HttpPost("{passNumber}/unblock")]
    public async Task<IActionResult> UnblockPass(string passNumber, CancellationToken ct)
    {
        var unblocked = await _passes.UnblockAsync(passNumber, ct);
        if (!unblocked)
        {
            return NotFound();
        }

        _logger.LogInformation("Pass {PassNumber} unblocked", passNumber);
        return NoContent();
    }

    [HttpDelete("{passNumber}")]
    [Authorize(Policy = "TicketOfficeManager")]
    public async Task<IActionResult> RefundPass(string passNumber, CancellationToken ct)
    {
        var refunded = await _passes.RefundAsync(passNumber, ct);
        if (!refunded)
        {
            return NotFound();
        }

        _logger.LogInformation("Pass {PassNumber} refunded", passNumber);
        return NoContent();
    }
}
