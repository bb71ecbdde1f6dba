package com.example.notify

import com.example.notify.gateway.EmailGateway
import com.example.notify.gateway.PushGateway
import com.example.notify.gateway.SmsGateway
import org.slf4j.LoggerFactory

class NotificationService(
    private val email: EmailGateway,
    private val push: PushGateway,
    private val sms: SmsGateway
) {
    private val log = LoggerFactory.getLogger(NotificationService::class.java)

    fun sendEmail(to: String, subject: String, body: String): Boolean {
        return runCatching { email.send(to, subject, body) }
            .onFailure { log.warn("email to {} failed", to, it) }
            .isSuccess
    }

    fun sendPush(deviceToken: String, title: String, message: String): Boolean {
        return runCatching { push.send(deviceToken, title, message) }
            .onFailure { log.warn("push to {} failed", deviceToken, it) }
            .isSuccess
    }

    fun sendSms(phone: String, message: String): Boolean {
        val normalized = phone.filter { it.isDigit() || it == '+' }
        return runCatching { sms.send(normalized, message) }
            .onFailure { log.warn("sms to {} failed", normalized, it) }
            .isSuccess
    }

    fun broadcast(channels: List<Channel>, title: String, message: String): Int =
        channels.count { channel ->
            when (channel) {
                is Channel.Email -> sendEmail(channel.address, title, message)
                is Channel.Push -> sendPush(channel.token, title, message)
                is Channel.Sms -> sendSms(channel.phone, "$title: $message")
            }
        }
}

sealed interface Channel {
    data class Email(val address: String) : Channel
    data class Push(val token: String) : Channel
    data class Sms(val phone: String) : Channel
}
