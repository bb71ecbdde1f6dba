package com.skylinkregional.ops.delays

import java.time.Duration
import java.time.Instant
import org.slf4j.LoggerFactory

data class Delay(
    val flightNumber: String,
    val departureStation: String,
    val scheduledDeparture: Instant,
    val estimatedDeparture: Instant,
    val reasonCode: Int,
) {
    val minutes: Long
        get() = Duration.between(scheduledDeparture, estimatedDeparture).toMinutes()
}

data class Passenger(val pnr: String, val name: String, val phone: String?, val email: String?)

interface SmsGateway {
    fun send(number: String, text: String)
}

interface Mailer {
    fun send(to: String, subject: String, body: String)
}

interface DelayNotifier {
    fun shouldNotify(delay: Delay): Boolean
    fun notify(delay: Delay, passengers: List<Passenger>): Int
}

class SmsDelayNotifier(
    private val gateway: SmsGateway,
    private val thresholdMinutes: Long = 30,
) : DelayNotifier {
    private val log = LoggerFactory.getLogger(javaClass)

    override fun shouldNotify(delay: Delay): Boolean {
        return delay.minutes >= thresholdMinutes
    }

    override fun notify(delay: Delay, passengers: List<Passenger>): Int {
        if (!shouldNotify(delay)) return 0
        var sent = 0
        for (pax in passengers) {
            val phone = pax.phone ?: continue
            gateway.send(phone, "${delay.flightNumber} is now expected to depart ${delay.minutes} min late.")
            sent++
        }
        log.info("sms: {} passengers notified for {}", sent, delay.flightNumber)
        return sent
    }
}

class EmailDelayNotifier(
    private val mailer: Mailer,
    private val thresholdMinutes: Long = 30,
) : DelayNotifier {
    private val log = LoggerFactory.getLogger(javaClass)

    override fun shouldNotify(delay: Delay): Boolean {
        // Email goes out earlier than SMS: passengers may still be at home.
        return delay.minutes >= thresholdMinutes / 2 && delay.estimatedDeparture.isAfter(Instant.now())
    }

    override fun notify(delay: Delay, passengers: List<Passenger>): Int {
        if (!shouldNotify(delay)) return 0
        var sent = 0
        for (pax in passengers) {
            val email = pax.email ?: continue
            mailer.send(
                to = email,
                subject = "Delay to your flight ${delay.flightNumber}",
                body = "Your flight from ${delay.departureStation} is delayed by ${delay.minutes} minutes.",
            )
            sent++
        }
        log.info("email: {} passengers notified for {}", sent, delay.flightNumber)
        return sent
    }
}
