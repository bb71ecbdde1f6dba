    const val CHANNEL_OVERDUE = "overdue"
    const val CHANNEL_REMINDERS = "reminders"
    const val CHANNEL_SHARED = "shared_lists"

    // ... existing code ...

            listOf(
                dueSoon(context),
                overdue(context),
                reminders(context),
                shared(context),
                sync(context),
            ),

    // ... existing code ...

        enableVibration(true)
    }

    private fun reminders(context: Context) = NotificationChannel(
        CHANNEL_REMINDERS,
        context.getString(R.string.channel_reminders),
        NotificationManager.IMPORTANCE_HIGH,
    ).apply {
        description = context.getString(R.string.channel_reminders_description)
        group = GROUP_ACTIVITY
        setSound(
            Uri.parse("android.resource://${context.packageName}/${R.raw.reminder_chime}"),
            AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_ALARM).build(),
        )
    }

    private fun shared(context: Context) = NotificationChannel(
    // ... existing code ...
