package com.example.http.client;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how long to wait between attempts of a failed request.
 *
 * <p>Delays grow exponentially from {@code initialDelay}, are capped at {@code maxDelay} and are spread by up
 * to {@code jitter} (a fraction of the delay) so that clients do not retry in lockstep.
 */
public record RetryPolicy(
        int maxAttempts, Duration initialDelay, double multiplier, Duration maxDelay, double jitter) {

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        Objects.requireNonNull(initialDelay, "initialDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (jitter < 0.0 || jitter > 1.0) {
            throw new IllegalArgumentException("jitter must be between 0 and 1");
        }
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, 1.0, Duration.ZERO, 0.0);
    }

    public static RetryPolicy exponential(int maxAttempts, Duration initialDelay) {
        return new RetryPolicy(maxAttempts, initialDelay, 2.0, Duration.ofSeconds(30), 0.2);
    }

    public Duration delayBefore(int attempt) {
        if (attempt <= 1) {
            return Duration.ZERO;
        }
        double factor = Math.pow(multiplier, attempt - 2);
        long millis = Math.min((long) (initialDelay.toMillis() * factor), maxDelay.toMillis());
        if (jitter > 0.0 && millis > 0) {
            long spread = (long) (millis * jitter);
            millis += ThreadLocalRandom.current().nextLong(-spread, spread + 1);
        }
        return Duration.ofMillis(Math.max(0, millis));
    }
}
