// ... existing code ...

    fun sendPush(deviceToken: String, title: String, message: String): Boolean {
        return runCatching { push.send(deviceToken, title, message) }
            .onFailure { log.warn("push to {} failed", deviceToken, it) }
            .isSuccess
    }

    // ... sendSmsLegacy() removed, the v1 gateway is gone ...

// ... existing code ...
