using System;
using System.Collections.Generic;

namespace DentalClinic.Notifications;

public enum AppointmentKind
{
    Checkup,
    Cleaning,
    Filling,
    RootCanal,
    Extraction,
    XRayOnly,
}

public enum ReminderChannel
{
    Email,
    Sms,
    Phone,
}

public sealed record ReminderRule(TimeSpan SendBefore, ReminderChannel Channel, bool RequiresConfirmation);

/// <summary>
/// When and how patients are reminded about upcoming appointments.
/// Surgical visits get an extra same-day text so patients remember the pre-op instructions.
/// </summary>
public static class AppointmentReminderPolicy
{
    public static IReadOnlyList<ReminderRule> For(AppointmentKind kind) => kind switch
    {
        AppointmentKind.Checkup => new[]
        {
            new ReminderRule(TimeSpan.FromDays(7), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, true),
        },
        AppointmentKind.Cleaning => new[]
        {
            new ReminderRule(TimeSpan.FromDays(7), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, true),
        },
        AppointmentKind.Filling => new[]
        {
            new ReminderRule(TimeSpan.FromDays(3), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, true),
        },
        AppointmentKind.RootCanal => new[]
        {
            new ReminderRule(TimeSpan.FromDays(7), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, true),
            new ReminderRule(TimeSpan.FromHours(2), ReminderChannel.Sms, false),
        },
        AppointmentKind.Extraction => new[]
        {
            new ReminderRule(TimeSpan.FromDays(7), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, true),
            new ReminderRule(TimeSpan.FromHours(2), ReminderChannel.Sms, false),
        },
        AppointmentKind.XRayOnly => new[]
        {
            new ReminderRule(TimeSpan.FromHours(24), ReminderChannel.Sms, false),
        },
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown appointment kind"),
    };

    public static bool NeedsConfirmation(AppointmentKind kind)
    {
        foreach (var rule in For(kind))
        {
            if (rule.RequiresConfirmation)
            {
                return true;
            }
        }
        return false;
    }
}
