package com.example.tasks.notifications

import android.app.NotificationChannel
import android.app.NotificationChannelGroup
import android.app.NotificationManager
import android.content.Context
import android.media.AudioAttributes
import android.net.Uri
import androidx.core.content.getSystemService
import com.example.tasks.R

object NotificationChannels {

    const val GROUP_ACTIVITY = "activity"

    const val CHANNEL_DUE_SOON = "due_soon"
    const val CHANNEL_OVERDUE = "overdue"
    const val CHANNEL_REMINDERS = "reminders"
    const val CHANNEL_SHARED = "shared_lists"
    const val CHANNEL_SYNC = "sync_status"

    fun registerAll(context: Context) {
        val manager = context.getSystemService<NotificationManager>() ?: return

        manager.createNotificationChannelGroup(
            NotificationChannelGroup(GROUP_ACTIVITY, context.getString(R.string.channel_group_activity)),
        )

        manager.createNotificationChannels(
            listOf(
                dueSoon(context),
                overdue(context),
                reminders(context),
                shared(context),
                sync(context),
            ),
        )
    }

    private fun dueSoon(context: Context) = NotificationChannel(
        CHANNEL_DUE_SOON,
        context.getString(R.string.channel_due_soon),
        NotificationManager.IMPORTANCE_DEFAULT,
    ).apply {
        description = context.getString(R.string.channel_due_soon_description)
        group = GROUP_ACTIVITY
    }

    private fun overdue(context: Context) = NotificationChannel(
        CHANNEL_OVERDUE,
        context.getString(R.string.channel_overdue),
        NotificationManager.IMPORTANCE_HIGH,
    ).apply {
        description = context.getString(R.string.channel_overdue_description)
        group = GROUP_ACTIVITY
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
        CHANNEL_SHARED,
        context.getString(R.string.channel_shared),
        NotificationManager.IMPORTANCE_DEFAULT,
    ).apply {
        description = context.getString(R.string.channel_shared_description)
        group = GROUP_ACTIVITY
    }

    private fun sync(context: Context) = NotificationChannel(
        CHANNEL_SYNC,
        context.getString(R.string.channel_sync),
        NotificationManager.IMPORTANCE_MIN,
    ).apply {
        description = context.getString(R.string.channel_sync_description)
        setShowBadge(false)
    }
}
