using System;
using System.Net.Mail;
using System.Threading;
using System.Threading.Tasks;
using Acme.Notifications.Templates;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Notifications.Email
{
    public sealed class SmtpOptions
    {
        public string Host { get; set; } = "localhost";
        public int Port { get; set; } = 25;
        public string FromAddress { get; set; } = "no-reply@acme.test";
        public string FromName { get; set; } = "Acme";
        public bool EnableSsl { get; set; }
    }

    public sealed class EmailSender : IEmailSender
    {
        private readonly SmtpOptions _options;
        private readonly ITemplateRenderer _templates;
        private readonly ILogger<EmailSender> _logger;

        public EmailSender(IOptions<SmtpOptions> options, ITemplateRenderer templates, ILogger<EmailSender> logger)
        {
            _options = options.Value;
            _templates = templates;
            _logger = logger;
        }

        public Task SendWelcomeAsync(string to, string userName, CancellationToken ct = default)
        {
            var body = _templates.Render("welcome", new { UserName = userName });
            return SendAsync(to, "Welcome to Acme", body, ct);
        }

        public Task SendPasswordResetAsync(string to, Uri resetLink, CancellationToken ct = default)
        {
            var body = _templates.Render("password-reset", new { Link = resetLink });
            return SendAsync(to, "Reset your password", body, ct);
        }

        public Task SendInvoiceAsync(string to, string invoiceNumber, Uri downloadLink, CancellationToken ct = default)
        {
            var body = _templates.Render("invoice", new { Number = invoiceNumber, Link = downloadLink });
            return SendAsync(to, $"Your invoice {invoiceNumber}", body, ct);
        }

        private async Task SendAsync(string to, string subject, string htmlBody, CancellationToken ct)
        {
            using var message = new MailMessage
            {
                From = new MailAddress(_options.FromAddress, _options.FromName),
                Subject = subject,
                Body = htmlBody,
                IsBodyHtml = true,
            };
            message.To.Add(to);

            using var client = new SmtpClient(_options.Host, _options.Port)
            {
                EnableSsl = _options.EnableSsl,
            };

            try
            {
                await client.SendMailAsync(message, ct);
                _logger.LogInformation("Sent '{Subject}' to {Recipient}", subject, to);
            }
            catch (SmtpException ex)
            {
                _logger.LogError(ex, "Failed to send '{Subject}' to {Recipient}", subject, to);
                throw;
            }
        }
    }
}
