// ... existing code ...

    fun longestIdleStretch(machineId: String, from: Instant, to: Instant): Duration {
        // ... existing code ...
                stretchStart = null
            }
        }
        // a machine still idling when the window ends counts too
        val trailing = stretchStart?.let { Duration.between(it, rows.last().timestamp) } ?: Duration.ZERO
        return maxOf(longest, trailing)
    }

// ... existing code ...
