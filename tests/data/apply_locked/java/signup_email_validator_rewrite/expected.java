package com.acme.accounts.signup;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks e-mail addresses entered on the signup form and explains why one is rejected.
 */
public final class EmailValidator {

    public enum Problem { MISSING, MALFORMED, TOO_LONG, DISPOSABLE_DOMAIN }

    private static final int MAX_LENGTH = 254;

    private static final Pattern EMAIL =
            Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$");

    private static final Set<String> BLOCKED_DOMAINS = Set.of(
            "mailinator.com",
            "guerrillamail.com",
            "10minutemail.com",
            "yopmail.com");

    private EmailValidator() {
    }

    public static Optional<Problem> check(String email) {
        if (email == null || email.isBlank()) {
            return Optional.of(Problem.MISSING);
        }
        String trimmed = email.trim();
        if (trimmed.length() > MAX_LENGTH) {
            return Optional.of(Problem.TOO_LONG);
        }
        if (!EMAIL.matcher(trimmed).matches()) {
            return Optional.of(Problem.MALFORMED);
        }
        String domain = domainOf(trimmed);
        if (BLOCKED_DOMAINS.contains(domain)) {
            return Optional.of(Problem.DISPOSABLE_DOMAIN);
        }
        return Optional.empty();
    }

    public static boolean isValid(String email) {
        return check(email).isEmpty();
    }

    public static String normalize(String email) {
        return email.trim().toLowerCase(Locale.ROOT);
    }

    static String domainOf(String email) {
        return email.substring(email.indexOf('@') + 1).toLowerCase(Locale.ROOT);
    }
}
