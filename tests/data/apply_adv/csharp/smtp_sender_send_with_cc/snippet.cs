// ... existing code ...

    public async Task SendAsync(EmailMessage message, CancellationToken ct = default)
    {
        ArgumentNullException.ThrowIfNull(message);

        using var mail = new MailMessage
        {
            From = new MailAddress(_options.FromAddress, _options.FromName),
            Subject = message.Subject,
            Body = message.Body,
            IsBodyHtml = message.IsHtml,
        };
        mail.To.Add(message.To);
        foreach (var cc in message.Cc ?? Enumerable.Empty<string>())
        {
            mail.CC.Add(cc);
        }
        if (!string.IsNullOrEmpty(_options.ReplyTo))
        {
            mail.ReplyToList.Add(_options.ReplyTo);
        }

        _logger.LogInformation(
            "Sending email {Subject} to {To} (cc: {CcCount})",
            message.Subject,
            message.To,
            mail.CC.Count);
        await _client.SendMailAsync(mail, ct);
    }

// ... existing code ...
