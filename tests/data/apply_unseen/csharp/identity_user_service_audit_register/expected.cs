using System;
using System.Threading;
using System.Threading.Tasks;

using Microsoft.Extensions.Logging;

namespace Acme.Identity.Users
{
    public class UserService
    {
        private readonly IUserStore _store;
        private readonly IPasswordHasher _hasher;
        private readonly IEmailSender _email;
        private readonly IAuditLog _audit;
        private readonly ILogger<UserService> _logger;

        public UserService(IUserStore store, IPasswordHasher hasher, IEmailSender email, IAuditLog audit,
            ILogger<UserService> logger)
        {
            _store = store;
            _hasher = hasher;
            _email = email;
            _audit = audit;
            _logger = logger;
        }

        public async Task<User> RegisterAsync(string email, string password, CancellationToken ct = default)
        {
            if (string.IsNullOrWhiteSpace(email) || !email.Contains('@'))
            {
                throw new ArgumentException("A valid email address is required.", nameof(email));
            }
            if (password is null || password.Length < 12)
            {
                throw new ArgumentException("Password must be at least 12 characters.", nameof(password));
            }
            if (await _store.FindByEmailAsync(email, ct) is not null)
            {
                throw new DuplicateUserException(email);
            }

            var user = new User
            {
                Id = Guid.NewGuid(),
                Email = email.Trim().ToLowerInvariant(),
                PasswordHash = _hasher.Hash(password),
                CreatedAt = DateTimeOffset.UtcNow,
            };
            await _store.AddAsync(user, ct);
            await _audit.RecordAsync(user.Id, "registered", ct);
            await _email.SendWelcomeAsync(user.Email, ct);
            _logger.LogInformation("Registered user {UserId}", user.Id);
            return user;
        }

        public async Task ChangePasswordAsync(Guid userId, string current, string replacement,
            CancellationToken ct = default)
        {
            var user = await _store.GetAsync(userId, ct) ?? throw new UserNotFoundException(userId);
            if (!_hasher.Verify(current, user.PasswordHash))
            {
                throw new InvalidCredentialsException();
            }
            user.PasswordHash = _hasher.Hash(replacement);
            await _store.UpdateAsync(user, ct);
            await _audit.RecordAsync(userId, "password-changed", ct);
            _logger.LogInformation("Password changed for {UserId}", userId);
        }

        public async Task DeactivateAsync(Guid userId, string reason, CancellationToken ct = default)
        {
            var user = await _store.GetAsync(userId, ct) ?? throw new UserNotFoundException(userId);
            user.DeactivatedAt = DateTimeOffset.UtcNow;
            await _store.UpdateAsync(user, ct);
            await _audit.RecordAsync(userId, "deactivated: " + reason, ct);
            _logger.LogInformation("Deactivated user {UserId}", userId);
        }
    }
}
