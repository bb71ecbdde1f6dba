public sealed class AppointmentReminderService : IAppointmentReminderService
{
    private static readonly TimeSpan ReminderLeadTime = TimeSpan.FromHours(24);
    private static readonly TimeSpan QuietHoursStart = TimeSpan.FromHours(21);
    private static readonly TimeSpan QuietHoursEnd = TimeSpan.FromHours(8);

    // ... existing code ...

    private static string BuildMessage(Appointment appointment)
    {
        // ... existing code ...
    }

    internal static bool IsQuietHours(DateTimeOffset utcNow, TimeZoneInfo clinicTimeZone)
    {
        var localTime = TimeZoneInfo.ConvertTime(utcNow, clinicTimeZone).TimeOfDay;
        return localTime >= QuietHoursStart || localTime < QuietHoursEnd;
    }
}
