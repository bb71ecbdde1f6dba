using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Meadowbrook.Clinic.Scheduling.Data;
using Meadowbrook.Clinic.Scheduling.Notifications;
using Microsoft.Extensions.Logging;

namespace Meadowbrook.Clinic.Scheduling.Reminders;

public sealed class AppointmentReminderService : IAppointmentReminderService
{
    private static readonly TimeSpan ReminderLeadTime = TimeSpan.FromHours(24);

    private readonly IAppointmentRepository _appointments;
    private readonly ISmsSender _smsSender;
    private readonly TimeProvider _timeProvider;
    private readonly ILogger<AppointmentReminderService> _logger;

    public AppointmentReminderService(
        IAppointmentRepository appointments,
        ISmsSender smsSender,
        TimeProvider timeProvider,
        ILogger<AppointmentReminderService> logger)
    {
        _appointments = appointments;
        _smsSender = smsSender;
        _timeProvider = timeProvider;
        _logger = logger;
    }

    public async Task<ReminderDispatchResult> SendDueRemindersAsync(CancellationToken cancellationToken)
    {
        var now = _timeProvider.GetUtcNow();
        IReadOnlyList<Appointment> due = await _appointments.FindUnremindedStartingBeforeAsync(
            now + ReminderLeadTime, cancellationToken);

        var sent = 0;
        var skipped = 0;
        foreach (var appointment in due)
        {
            if (!appointment.Patient.SmsOptIn || string.IsNullOrEmpty(appointment.Patient.MobilePhone))
            {
                skipped++;
                continue;
            }

            var message = BuildMessage(appointment);
            await _smsSender.SendAsync(appointment.Patient.MobilePhone, message, cancellationToken);
            await _appointments.MarkReminderSentAsync(appointment.Id, now, cancellationToken);
            sent++;
        }

        _logger.LogInformation("Appointment reminders: {Sent} sent, {Skipped} skipped", sent, skipped);
        return new ReminderDispatchResult(sent, skipped);
    }

    private static string BuildMessage(Appointment appointment)
    {
        var local = TimeZoneInfo.ConvertTime(appointment.StartsAt, appointment.Clinic.TimeZone);
        return $"Reminder: {appointment.Patient.FirstName}, you have an appointment at " +
               $"{appointment.Clinic.Name} on {local:ddd MMM d} at {local:h:mm tt}. " +
               "Reply C to confirm or call us to reschedule.";
    }
}

public sealed record ReminderDispatchResult(int Sent, int Skipped)
{
    public int Total => Sent + Skipped;
}
