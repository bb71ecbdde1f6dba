        _logger.LogWarning("Pass {PassNumber} blocked: {Reason}", passNumber, request.Reason);
        return NoContent();
    }

    [HttpPost("{passNumber}/replace-card")]
    public async Task<ActionResult<LiftPassDto>> ReplaceCard(string passNumber, [FromBody] ReplaceCardRequest request, CancellationToken ct)
    {
        // Lost KeyCard: the old chip is blocked and the remaining validity moves to the new chip.
        var pass = await _passes.ReplaceCardAsync(passNumber, request.NewChipId, ct);
        if (pass is null)
        {
            return NotFound();
        }

        _logger.LogWarning("Pass {PassNumber} moved to new chip {ChipId}", passNumber, request.NewChipId);
        return Ok(pass);
    }

    [HttpPost("{passNumber}/unblock")]
    public async Task<IActionResult> UnblockPass(string passNumber, CancellationToken ct)
