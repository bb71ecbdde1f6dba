package com.example.flags

import kotlin.math.abs

data class FeatureFlag(
    val key: String,
    val enabled: Boolean,
    val rolloutPercent: Int = 100,
    val allowList: Set<String> = emptySet(),
) {
    init {
        require(rolloutPercent in 0..100) { "rolloutPercent must be within 0..100" }
    }
}

interface FlagSource {
    fun all(): List<FeatureFlag>
}

class FeatureFlags(private val source: FlagSource) {
    private val byKey: Map<String, FeatureFlag>
        get() = source.all().associateBy { it.key }

    fun isEnabled(key: String, userId: String): Boolean {
        val flag = byKey[key] ?: return false
        if (!flag.enabled) return false
        if (userId in flag.allowList) return true
        return bucket(key, userId) < flag.rolloutPercent
    }

    fun enabledFor(userId: String): List<String> =
        byKey.keys.filter { isEnabled(it, userId) }.sorted()

    private fun bucket(key: String, userId: String): Int =
        abs("$key:$userId".hashCode() % 100)
}

class StaticFlagSource(private val flags: List<FeatureFlag>) : FlagSource {
    override fun all(): List<FeatureFlag> = flags
}

val defaultFlags: List<FeatureFlag> = listOf(
    FeatureFlag("new-checkout", enabled = true),
    FeatureFlag("saved-carts", enabled = true, rolloutPercent = 50),
    FeatureFlag("gift-cards", enabled = false),
    FeatureFlag("search-v2", enabled = true, rolloutPercent = 10, allowList = setOf("qa-team")),
    FeatureFlag("order-tracking-map", enabled = true, rolloutPercent = 25),
)
