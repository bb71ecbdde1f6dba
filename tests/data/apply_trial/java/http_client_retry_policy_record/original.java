package com.example.http.client;

import java.time.Duration;
import java.util.Objects;

/**
 * How often and how long to wait between attempts of a failed request.
 */
public final class RetryPolicy {

    private final int maxAttempts;
    private final Duration initialDelay;
    private final double multiplier;

    public RetryPolicy(int maxAttempts, Duration initialDelay, double multiplier) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        this.maxAttempts = maxAttempts;
        this.initialDelay = Objects.requireNonNull(initialDelay, "initialDelay");
        this.multiplier = multiplier;
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, 1.0);
    }

    public int maxAttempts() {
        return maxAttempts;
    }

    public Duration initialDelay() {
        return initialDelay;
    }

    public double multiplier() {
        return multiplier;
    }

    public Duration delayBefore(int attempt) {
        if (attempt <= 1) {
            return Duration.ZERO;
        }
        double factor = Math.pow(multiplier, attempt - 2);
        return Duration.ofMillis((long) (initialDelay.toMillis() * factor));
    }
}
