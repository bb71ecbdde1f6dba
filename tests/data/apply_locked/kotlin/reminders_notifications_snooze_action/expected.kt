package com.acme.reminders.notifications

import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Build
import androidx.core.app.NotificationCompat
import com.acme.reminders.MainActivity
import com.acme.reminders.R
import com.acme.reminders.model.Reminder
import com.acme.reminders.receivers.SnoozeReceiver

object ReminderNotifications {

    const val CHANNEL_ID = "reminders"
    const val CHANNEL_DIGEST_ID = "daily_digest"

    private const val DIGEST_NOTIFICATION_ID = 1001

    fun createChannels(context: Context) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return
        val manager = context.getSystemService(NotificationManager::class.java)
        val reminders = NotificationChannel(
            CHANNEL_ID,
            context.getString(R.string.channel_reminders),
            NotificationManager.IMPORTANCE_HIGH,
        )
        val digest = NotificationChannel(
            CHANNEL_DIGEST_ID,
            context.getString(R.string.channel_digest),
            NotificationManager.IMPORTANCE_LOW,
        )
        manager.createNotificationChannels(listOf(reminders, digest))
    }

    fun showReminder(context: Context, reminder: Reminder) {
        val manager = context.getSystemService(NotificationManager::class.java)
        val snoozeIntent = PendingIntent.getBroadcast(
            context,
            reminder.id.hashCode(),
            Intent(context, SnoozeReceiver::class.java).putExtra(SnoozeReceiver.EXTRA_REMINDER_ID, reminder.id),
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
        val notification = NotificationCompat.Builder(context, CHANNEL_ID)
            .setSmallIcon(R.drawable.ic_reminder)
            .setContentTitle(reminder.title)
            .setContentText(reminder.note)
            .setContentIntent(openAppIntent(context, reminder.id))
            .addAction(R.drawable.ic_snooze, context.getString(R.string.action_snooze), snoozeIntent)
            .setAutoCancel(true)
            .build()
        manager.notify(reminder.id.hashCode(), notification)
    }

    fun showDigest(context: Context, count: Int) {
        val manager = context.getSystemService(NotificationManager::class.java)
        val notification = NotificationCompat.Builder(context, CHANNEL_DIGEST_ID)
            .setSmallIcon(R.drawable.ic_digest)
            .setContentTitle(context.getString(R.string.digest_title))
            .setContentText(context.resources.getQuantityString(R.plurals.digest_body, count, count))
            .setContentIntent(openAppIntent(context, null))
            .build()
        manager.notify(DIGEST_NOTIFICATION_ID, notification)
    }

    private fun openAppIntent(context: Context, reminderId: String?): PendingIntent {
        val intent = Intent(context, MainActivity::class.java).apply {
            flags = Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_CLEAR_TASK
            if (reminderId != null) putExtra(MainActivity.EXTRA_REMINDER_ID, reminderId)
        }
        return PendingIntent.getActivity(
            context,
            reminderId?.hashCode() ?: 0,
            intent,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
    }
}
