    // ... existing code ...

    public IReadOnlyList<string> Validate(string password, string? userName = null)
    {
        var errors = new List<string>();

        if (string.IsNullOrEmpty(password))
        {
            errors.Add("Password is required.");
            return errors;
        }

        if (password.Length < _options.MinLength)
        {
            errors.Add($"Password must be at least {_options.MinLength} characters.");
        }
        else if (password.Length > _options.MaxLength)
        {
            errors.Add($"Password must be at most {_options.MaxLength} characters.");
        }

        if (_options.RequireDigit && !password.Any(char.IsDigit))
        {
            errors.Add("Password must contain a digit.");
        }

        if (_options.RequireUppercase && !password.Any(char.IsUpper))
        {
            errors.Add("Password must contain an uppercase letter.");
        }

        if (_options.RequireSymbol && password.All(char.IsLetterOrDigit))
        {
            errors.Add("Password must contain a symbol.");
        }

        if (!string.IsNullOrWhiteSpace(userName) &&
            password.Contains(userName, StringComparison.OrdinalIgnoreCase))
        {
            errors.Add("Password must not contain the user name.");
        }

        if (CommonPasswords.Contains(password))
        {
            errors.Add("Password is too common.");
        }

        return errors;
    }

    // ... existing code ...
