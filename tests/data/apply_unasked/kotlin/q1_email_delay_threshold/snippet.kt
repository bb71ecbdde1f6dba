// ... existing code ...

class EmailDelayNotifier(
    private val mailer: Mailer,
    private val thresholdMinutes: Long = 30,
) : DelayNotifier {
    // ... existing code ...

    override fun shouldNotify(delay: Delay): Boolean {
        // Email goes out earlier than SMS: passengers may still be at home.
        return delay.minutes >= thresholdMinutes / 2 && delay.estimatedDeparture.isAfter(Instant.now())
    }

    // ... existing code ...
}
