using System.ComponentModel.DataAnnotations;

namespace Acme.Notifications.Options;

public sealed class SmtpOptions
{
    public const string SectionName = "Smtp";

    [Required]
    public string Host { get; set; } = string.Empty;

    [Range(1, 65535)]
    public int Port { get; set; } = 587;

    public bool UseSsl { get; set; } = true;

    public string? UserName { get; set; }

    public string? Password { get; set; }

    [Required, EmailAddress]
    public string FromAddress { get; set; } = string.Empty;

    public string FromName { get; set; } = "Acme";
}

public sealed class SmsOptions
{
    public const string SectionName = "Sms";

    [Required]
    public string AccountSid { get; set; } = string.Empty;

    [Required]
    public string AuthToken { get; set; } = string.Empty;

    [Required, Phone]
    public string FromNumber { get; set; } = string.Empty;

    public int MaxSegments { get; set; } = 3;
}
