    // ... existing code ...

    public Task<User?> FindByEmailAsync(string email, CancellationToken ct = default)
    {
        var normalized = email.Trim().ToUpperInvariant();
        return _db.Users
            .AsNoTracking()
            .FirstOrDefaultAsync(u => u.NormalizedEmail == normalized, ct);
    }

    public async Task<IReadOnlyList<User>> ListActiveAsync(int skip, int take, CancellationToken ct = default)
    {
        // ... existing code ...
    }

    // ... existing code ...
