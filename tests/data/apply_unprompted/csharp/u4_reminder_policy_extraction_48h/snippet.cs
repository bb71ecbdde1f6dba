        // ... existing code ...
        AppointmentKind.Extraction => new[]
        {
            new ReminderRule(TimeSpan.FromDays(7), ReminderChannel.Email, false),
            new ReminderRule(TimeSpan.FromHours(48), ReminderChannel.Sms, true),
            new ReminderRule(TimeSpan.FromHours(2), ReminderChannel.Sms, false),
        },
        // ... existing code ...
