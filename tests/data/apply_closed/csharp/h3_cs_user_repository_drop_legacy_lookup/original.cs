using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Accounts.Domain;
using Microsoft.EntityFrameworkCore;

namespace Accounts.Data;

public sealed class UserRepository : IUserRepository
{
    private readonly AccountsDbContext _db;

    public UserRepository(AccountsDbContext db)
    {
        _db = db;
    }

    public Task<User?> FindByIdAsync(Guid id, CancellationToken ct = default)
    {
        return _db.Users
            .AsNoTracking()
            .FirstOrDefaultAsync(u => u.Id == id, ct);
    }

    public Task<User?> FindByEmailAsync(string email, CancellationToken ct = default)
    {
        var normalized = email.Trim().ToUpperInvariant();
        return _db.Users
            .AsNoTracking()
            .FirstOrDefaultAsync(u => u.NormalizedEmail == normalized, ct);
    }

    public Task<User?> FindByLegacyIdAsync(int legacyId, CancellationToken ct = default)
    {
        return _db.Users
            .AsNoTracking()
            .FirstOrDefaultAsync(u => u.LegacyId == legacyId, ct);
    }

    public async Task<IReadOnlyList<User>> ListActiveAsync(int skip, int take, CancellationToken ct = default)
    {
        return await _db.Users
            .AsNoTracking()
            .Where(u => u.IsActive)
            .OrderBy(u => u.CreatedAt)
            .Skip(skip)
            .Take(take)
            .ToListAsync(ct);
    }

    public async Task AddAsync(User user, CancellationToken ct = default)
    {
        user.NormalizedEmail = user.Email.Trim().ToUpperInvariant();
        _db.Users.Add(user);
        await _db.SaveChangesAsync(ct);
    }

    public async Task UpdateAsync(User user, CancellationToken ct = default)
    {
        user.NormalizedEmail = user.Email.Trim().ToUpperInvariant();
        _db.Users.Update(user);
        await _db.SaveChangesAsync(ct);
    }

    public async Task<bool> DeactivateAsync(Guid id, CancellationToken ct = default)
    {
        var user = await _db.Users.FirstOrDefaultAsync(u => u.Id == id, ct);
        if (user is null)
        {
            return false;
        }

        user.IsActive = false;
        user.DeactivatedAt = DateTimeOffset.UtcNow;
        await _db.SaveChangesAsync(ct);
        return true;
    }
}
