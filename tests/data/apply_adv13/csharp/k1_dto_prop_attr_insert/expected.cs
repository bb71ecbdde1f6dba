using System.ComponentModel.DataAnnotations;
using System.Text.Json.Serialization;

namespace Acme.Accounts.Api;

public sealed class CreateAccountRequest
{
    [Required]
    [EmailAddress]
    [JsonPropertyName("email")]
    public string Email { get; init; } = "";

    [Required]
    [MinLength(12)]
    [JsonPropertyName("password")]
    public string Password { get; init; } = "";

    [MaxLength(64)]
    [JsonPropertyName("display_name")]
    public string? DisplayName { get; init; }

    [JsonPropertyName("locale")]
    public string? Locale { get; init; }

    [JsonPropertyName("marketing_opt_in")]
    public bool MarketingOptIn { get; init; }
}
