package com.example.notify

import com.example.notify.channels.EmailSender
import com.example.notify.channels.PushSender
import com.example.notify.channels.SmsSender
import com.example.notify.model.Notification
import com.example.notify.model.UserPreferences
import org.slf4j.LoggerFactory

class NotificationService(
    private val email: EmailSender,
    private val sms: SmsSender,
    private val push: PushSender,
    private val preferences: (Long) -> UserPreferences,
) {
    private val log = LoggerFactory.getLogger(NotificationService::class.java)

    fun send(notification: Notification) {
        val prefs = preferences(notification.userId)
        if (prefs.emailEnabled) sendEmail(notification, prefs)
        if (prefs.smsEnabled) sendSms(notification, prefs)
        if (prefs.pushEnabled) sendPush(notification)
    }

    private fun sendEmail(notification: Notification, prefs: UserPreferences) {
        try {
            email.send(prefs.emailAddress, notification.title, notification.body)
        } catch (e: Exception) {
            log.warn("email to user {} failed", notification.userId, e)
        }
    }

    private fun sendSms(notification: Notification, prefs: UserPreferences) {
        val phone = prefs.phoneNumber ?: return
        try {
            sms.send(phone, notification.title.take(160))
        } catch (e: Exception) {
            log.warn("sms to user {} failed", notification.userId, e)
        }
    }

    private fun sendPush(notification: Notification) {
        try {
            push.send(notification.userId, notification.title, notification.body)
        } catch (e: Exception) {
            log.warn("push to user {} failed", notification.userId, e)
        }
    }

    fun sendAll(notifications: List<Notification>) {
        notifications.forEach(::send)
    }
}
