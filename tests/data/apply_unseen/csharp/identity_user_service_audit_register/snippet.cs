        public async Task<User> RegisterAsync(string email, string password, CancellationToken ct = default)
        {
            // ... input validation and duplicate check unchanged ...

            var user = new User
            {
                // ... same fields as before ...
            };
            await _store.AddAsync(user, ct);
            await _audit.RecordAsync(user.Id, "registered", ct);
            await _email.SendWelcomeAsync(user.Email, ct);
            // ... existing code ...
        }
