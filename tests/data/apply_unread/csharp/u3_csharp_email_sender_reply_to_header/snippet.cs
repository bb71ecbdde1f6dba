// ... keep existing code
        public string FromName { get; set; } = "Acme";
        public string? ReplyToAddress { get; set; }
        public bool EnableSsl { get; set; }
// ... keep existing code
            message.To.Add(to);
            if (!string.IsNullOrEmpty(_options.ReplyToAddress))
            {
                message.ReplyToList.Add(new MailAddress(_options.ReplyToAddress));
            }

            using var client = new SmtpClient(_options.Host, _options.Port)
// ... keep existing code
