using System;
using System.Threading;
using System.Threading.Tasks;
using GridCo.Outages.Models;
using Microsoft.Extensions.Logging;

namespace GridCo.Outages.Notifications
{
    public sealed class OutageNotificationService
    {
        private static readonly TimeSpan QuietHoursStart = TimeSpan.FromHours(22);
        private static readonly TimeSpan QuietHoursEnd = TimeSpan.FromHours(7);

        private readonly ICustomerDirectory _customers;
        private readonly ISmsGateway _sms;
        private readonly IEmailSender _email;
        private readonly ILogger<OutageNotificationService> _logger;

        public OutageNotificationService(
            ICustomerDirectory customers,
            ISmsGateway sms,
            IEmailSender email,
            ILogger<OutageNotificationService> logger)
        {
            _customers = customers;
            _sms = sms;
            _email = email;
            _logger = logger;
        }

        public async Task<int> NotifyOutageAsync(OutageIncident incident, CancellationToken ct)
        {
            var customers = await _customers.ForFeederAsync(incident.FeederId, ct);
            var sent = 0;

            foreach (var customer in customers)
            {
                if (customer.OptedOut)
                {
                    continue;
                }

                var message = $"Power cut in {incident.Area}. Our engineers are aware. Ref {incident.Reference}.";
                if (customer.PrefersSms && customer.MobileNumber is not null)
                {
                    await _sms.SendAsync(customer.MobileNumber, message, ct);
                }
                else if (customer.Email is not null)
                {
                    await _email.SendAsync(customer.Email, $"Power cut - {incident.Reference}", message, ct);
                }
                else
                {
                    continue;
                }

                sent++;
            }

            _logger.LogInformation("Outage {Reference}: notified {Count} customers", incident.Reference, sent);
            return sent;
        }

        public async Task<int> NotifyRestoredAsync(OutageIncident incident, CancellationToken ct)
        {
            var customers = await _customers.ForFeederAsync(incident.FeederId, ct);
            var sent = 0;

            foreach (var customer in customers)
            {
                if (customer.OptedOut || IsQuietHours(DateTime.Now.TimeOfDay))
                {
                    continue;
                }

                var message = $"Power is back on in {incident.Area}. Sorry for the disruption. Ref {incident.Reference}.";
                if (customer.PrefersSms && customer.MobileNumber is not null)
                {
                    await _sms.SendAsync(customer.MobileNumber, message, ct);
                    sent++;
                }
            }

            _logger.LogInformation("Outage {Reference}: restoration sent to {Count} customers", incident.Reference, sent);
            return sent;
        }

        private static bool IsQuietHours(TimeSpan now) =>
            now >= QuietHoursStart || now < QuietHoursEnd;
    }
}
