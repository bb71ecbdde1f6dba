using System;
using System.Collections.Generic;
using System.Linq;

namespace Accounts.Security;

public sealed record PasswordPolicyOptions
{
    public int MinLength { get; init; } = 10;
    public int MaxLength { get; init; } = 128;
    public bool RequireDigit { get; init; } = true;
    public bool RequireUppercase { get; init; } = true;
    public bool RequireSymbol { get; init; } = false;
}

public sealed class PasswordPolicy
{
    private static readonly HashSet<string> CommonPasswords = new(StringComparer.OrdinalIgnoreCase)
    {
        "password123", "qwerty12345", "letmein2024", "iloveyou123", "welcome1234",
    };

    private readonly PasswordPolicyOptions _options;

    public PasswordPolicy(PasswordPolicyOptions options)
    {
        _options = options ?? throw new ArgumentNullException(nameof(options));
    }

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

        if (_options.RequireDigit && !password.Any(char.IsDigit))
        {
            errors.Add("Password must contain a digit.");
        }

        if (_options.RequireUppercase && !password.Any(char.IsUpper))
        {
            errors.Add("Password must contain an uppercase letter.");
        }

        if (CommonPasswords.Contains(password))
        {
            errors.Add("Password is too common.");
        }

        return errors;
    }

    public bool IsValid(string password, string? userName = null) =>
        Validate(password, userName).Count == 0;

    public static int Strength(string password)
    {
        if (string.IsNullOrEmpty(password))
        {
            return 0;
        }

        var score = Math.Min(password.Length, 20);
        if (password.Any(char.IsDigit)) score += 5;
        if (password.Any(char.IsUpper)) score += 5;
        if (password.Any(char.IsLower)) score += 5;
        if (password.Any(c => !char.IsLetterOrDigit(c))) score += 10;
        return Math.Min(score, 40);
    }
}
