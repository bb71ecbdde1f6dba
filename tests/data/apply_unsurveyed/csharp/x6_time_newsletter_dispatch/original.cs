using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Newsroom.Newsletters.Data;
using Newsroom.Newsletters.Delivery;

namespace Newsroom.Newsletters.Sending
{
    public sealed class NewsletterDispatcher
    {
        private const int BatchSize = 500;

        private readonly ISubscriberRepository _subscribers;
        private readonly IEmailGateway _gateway;
        private readonly ILogger<NewsletterDispatcher> _logger;

        public NewsletterDispatcher(
            ISubscriberRepository subscribers,
            IEmailGateway gateway,
            ILogger<NewsletterDispatcher> logger)
        {
            _subscribers = subscribers;
            _gateway = gateway;
            _logger = logger;
        }

        public async Task<DispatchResult> SendAsync(NewsletterIssue issue, CancellationToken cancellationToken)
        {
            if (issue.Status != IssueStatus.Approved)
            {
                throw new InvalidOperationException($"Issue {issue.Id} is not approved for sending.");
            }

            var recipients = await _subscribers.GetActiveAsync(issue.ListId, cancellationToken);
            var eligible = recipients
                .Where(r => !r.HasBounced && !r.IsSuppressed)
                .Where(r => !issue.PremiumOnly || r.HasActiveSubscription)
                .ToList();

            var sent = 0;
            var failed = new List<string>();
            foreach (var batch in eligible.Chunk(BatchSize))
            {
                cancellationToken.ThrowIfCancellationRequested();
                var response = await _gateway.SendBatchAsync(issue, batch, cancellationToken);
                sent += response.Accepted;
                failed.AddRange(response.RejectedAddresses);
            }

            _logger.LogInformation(
                "Sent issue {IssueId} to {Sent} of {Eligible} recipients ({Failed} rejected)",
                issue.Id, sent, eligible.Count, failed.Count);

            return new DispatchResult(issue.Id, sent, failed);
        }

        public async Task<int> CountAudienceAsync(NewsletterIssue issue, CancellationToken cancellationToken)
        {
            var recipients = await _subscribers.GetActiveAsync(issue.ListId, cancellationToken);
            return recipients.Count(r => !r.HasBounced && !r.IsSuppressed
                && (!issue.PremiumOnly || r.HasActiveSubscription));
        }
    }

    public sealed record DispatchResult(Guid IssueId, int Sent, IReadOnlyList<string> Failed);
}
