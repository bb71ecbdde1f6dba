namespace City.Permits.Applications
{
    public sealed class PermitApplicationService : IPermitApplicationService
    {
        private static readonly TimeSpan ReviewSla = TimeSpan.FromDays(21);

        // ... existing code ...

        public async Task<PermitApplication> WithdrawAsync(Guid applicationId, string reason, CancellationToken ct)
        {
            var application = await LoadAsync(applicationId, ct);
            if (application.Status is ApplicationStatus.Approved or ApplicationStatus.Withdrawn)
            {
                throw new InvalidOperationException($"Application {applicationId} cannot be withdrawn.");
            }

            application.Status = ApplicationStatus.Withdrawn;
            application.WithdrawalReason = reason;
            await _repository.SaveAsync(application, ct);
            await _notifier.SendAsync(application.ApplicantId, NotificationTemplate.ApplicationWithdrawn, ct);

            _logger.LogInformation("Permit application {ApplicationId} withdrawn", applicationId);
            return application;
        }
    }
}
