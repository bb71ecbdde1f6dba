fun put(key: K, value: V) {
    put(key, value, ttl)
}

fun put(key: K, value: V, expiresAt: Instant) {
    put(key, value, Duration.between(Instant.now(), expiresAt))
}

// ... existing code ...
