using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Mail;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Messaging.Email;

public sealed class SmtpEmailSender : IEmailSender, IDisposable
{
    private readonly SmtpClient _client;
    private readonly EmailOptions _options;
    private readonly ITemplateRenderer _templates;
    private readonly ILogger<SmtpEmailSender> _logger;

    public SmtpEmailSender(
        IOptions<EmailOptions> options,
        ITemplateRenderer templates,
        ILogger<SmtpEmailSender> logger)
    {
        _options = options.Value;
        _templates = templates;
        _logger = logger;
        _client = new SmtpClient(_options.Host, _options.Port)
        {
            EnableSsl = _options.UseSsl,
            Credentials = _options.Credentials,
        };
    }

    public async Task SendAsync(EmailMessage message, CancellationToken ct = default)
    {
        using var mail = new MailMessage
        {
            From = new MailAddress(_options.FromAddress, _options.FromName),
            Subject = message.Subject,
            Body = message.Body,
            IsBodyHtml = message.IsHtml,
        };
        mail.To.Add(message.To);

        _logger.LogInformation("Sending email {Subject} to {To}", message.Subject, message.To);
        await _client.SendMailAsync(mail, ct);
    }

    public async Task SendTemplateAsync(string to, string template, object model, CancellationToken ct = default)
    {
        var rendered = await _templates.RenderAsync(template, model, ct);
        var message = new EmailMessage
        {
            To = to,
            Subject = rendered.Subject,
            Body = rendered.Html,
            IsHtml = true,
        };
        await SendAsync(message, ct);
    }

    public async Task<int> SendBulkAsync(IEnumerable<EmailMessage> messages, CancellationToken ct = default)
    {
        var sent = 0;
        foreach (var message in messages)
        {
            ct.ThrowIfCancellationRequested();
            try
            {
                await SendAsync(message, ct);
                sent++;
            }
            catch (SmtpException ex)
            {
                _logger.LogWarning(ex, "Failed to send email to {To}", message.To);
            }
        }
        return sent;
    }

    public void Dispose() => _client.Dispose();
}
