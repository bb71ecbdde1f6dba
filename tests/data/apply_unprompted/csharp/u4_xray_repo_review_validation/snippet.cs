// ... keep existing code

    public async Task MarkReviewedAsync(Guid id, string dentistId, string? findings)
    {
        if (string.IsNullOrWhiteSpace(dentistId))
        {
            throw new ArgumentException("A reviewing dentist is required", nameof(dentistId));
        }

        var record = await _db.XRayRecords.FirstOrDefaultAsync(x => x.Id == id)
            ?? throw new KeyNotFoundException($"X-ray record {id} not found");

        // ... keep existing code
        record.Findings = string.IsNullOrWhiteSpace(findings) ? null : findings.Trim();
        await _db.SaveChangesAsync();
    }
}
