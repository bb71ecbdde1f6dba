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

// ... existing code ...

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

// ... existing code ...
