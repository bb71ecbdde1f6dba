class PushChannel(
    private val apns: ApnsClient,
    private val topic: String,
) : NotificationChannel {
    // ... existing code ...

    // APNs rejects payloads above 4 KB; leave headroom for the aps dictionary.
    override fun maxPayloadBytes(): Int = 3_500
}
