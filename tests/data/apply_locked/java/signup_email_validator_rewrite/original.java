package com.acme.accounts.signup;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks e-mail addresses entered on the signup form.
 */
public final class EmailValidator {

    private static final Pattern EMAIL =
            Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$");

    private static final Set<String> BLOCKED_DOMAINS = Set.of(
            "mailinator.com",
            "guerrillamail.com",
            "10minutemail.com");

    private EmailValidator() {
    }

    public static boolean isValid(String email) {
        if (email == null) {
            return false;
        }
        String trimmed = email.trim();
        if (!EMAIL.matcher(trimmed).matches()) {
            return false;
        }
        String domain = domainOf(trimmed);
        return !BLOCKED_DOMAINS.contains(domain);
    }

    public static String normalize(String email) {
        return email.trim().toLowerCase(Locale.ROOT);
    }

    static String domainOf(String email) {
        return email.substring(email.indexOf('@') + 1).toLowerCase(Locale.ROOT);
    }
}
