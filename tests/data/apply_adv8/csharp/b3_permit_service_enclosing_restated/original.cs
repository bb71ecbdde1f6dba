using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using City.Permits.Domain;
using City.Permits.Notifications;
using Microsoft.Extensions.Logging;

namespace City.Permits.Applications
{
    public sealed class PermitApplicationService : IPermitApplicationService
    {
        private static readonly TimeSpan ReviewSla = TimeSpan.FromDays(15);

        private readonly IPermitApplicationRepository _repository;
        private readonly IApplicantNotifier _notifier;
        private readonly IClock _clock;
        private readonly ILogger<PermitApplicationService> _logger;

        public PermitApplicationService(
            IPermitApplicationRepository repository,
            IApplicantNotifier notifier,
            IClock clock,
            ILogger<PermitApplicationService> logger)
        {
            _repository = repository;
            _notifier = notifier;
            _clock = clock;
            _logger = logger;
        }

        public async Task<PermitApplication> SubmitAsync(Guid applicationId, CancellationToken ct)
        {
            var application = await LoadAsync(applicationId, ct);
            EnsureEditable(application);

            var missing = application.RequiredDocuments
                .Where(doc => !application.UploadedDocuments.Contains(doc))
                .ToList();
            if (missing.Count > 0)
            {
                throw new ApplicationIncompleteException(applicationId, missing);
            }

            application.Status = ApplicationStatus.Submitted;
            application.SubmittedAt = _clock.UtcNow;
            application.ReviewDueAt = _clock.UtcNow + ReviewSla;
            await _repository.SaveAsync(application, ct);
            await _notifier.SendAsync(application.ApplicantId, NotificationTemplate.ApplicationReceived, ct);

            _logger.LogInformation("Permit application {ApplicationId} submitted", applicationId);
            return application;
        }

        public async Task<PermitApplication> AssignReviewerAsync(Guid applicationId, string reviewerId, CancellationToken ct)
        {
            var application = await LoadAsync(applicationId, ct);
            if (application.Status != ApplicationStatus.Submitted)
            {
                throw new InvalidOperationException($"Application {applicationId} is not awaiting review.");
            }

            application.ReviewerId = reviewerId;
            application.Status = ApplicationStatus.InReview;
            await _repository.SaveAsync(application, ct);

            _logger.LogInformation("Reviewer {ReviewerId} assigned to {ApplicationId}", reviewerId, applicationId);
            return application;
        }

        public async Task<IReadOnlyList<PermitApplication>> OverdueAsync(CancellationToken ct)
        {
            var open = await _repository.FindByStatusAsync(ApplicationStatus.InReview, ct);
            return open.Where(a => a.ReviewDueAt < _clock.UtcNow).ToList();
        }

        private async Task<PermitApplication> LoadAsync(Guid applicationId, CancellationToken ct)
        {
            var application = await _repository.FindAsync(applicationId, ct);
            return application ?? throw new ApplicationNotFoundException(applicationId);
        }

        private static void EnsureEditable(PermitApplication application)
        {
            if (application.Status is not (ApplicationStatus.Draft or ApplicationStatus.ReturnedForCorrections))
            {
                throw new InvalidOperationException($"Application {application.Id} can no longer be edited.");
            }
        }
    }
}
