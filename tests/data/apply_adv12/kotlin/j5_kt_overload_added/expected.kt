package com.acme.cache

import java.time.Duration

class TtlCache<K, V>(private val ttl: Duration) {
    private val entries = HashMap<K, Entry<V>>()

    fun put(key: K, value: V) {
        put(key, value, ttl)
    }

    fun put(key: K, value: V, expiresAt: Instant) {
        put(key, value, Duration.between(Instant.now(), expiresAt))
    }

    fun put(key: K, value: V, ttl: Duration) {
        entries[key] = Entry(value, System.nanoTime() + ttl.toNanos())
    }

    fun get(key: K): V? {
        val e = entries[key] ?: return null
        if (e.expiresAt < System.nanoTime()) {
            entries.remove(key)
            return null
        }
        return e.value
    }

    private data class Entry<V>(val value: V, val expiresAt: Long)
}
