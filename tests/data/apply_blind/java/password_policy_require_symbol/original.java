package com.acme.auth.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

public class PasswordPolicy {

    private static final int MIN_LENGTH = 8;
    private static final int MAX_LENGTH = 128;
    private static final Set<String> COMMON = Set.of(
            "password", "123456", "qwerty", "letmein", "welcome");

    private final boolean requireMixedCase;

    public PasswordPolicy(boolean requireMixedCase) {
        this.requireMixedCase = requireMixedCase;
    }

    public List<String> validate(String password) {
        List<String> problems = new ArrayList<>();
        if (password == null || password.isEmpty()) {
            problems.add("must not be empty");
            return problems;
        }
        if (password.length() < MIN_LENGTH) {
            problems.add("must be at least " + MIN_LENGTH + " characters");
        }
        if (password.length() > MAX_LENGTH) {
            problems.add("must be at most " + MAX_LENGTH + " characters");
        }
        if (password.chars().noneMatch(Character::isDigit)) {
            problems.add("must contain a digit");
        }
        if (requireMixedCase && !hasMixedCase(password)) {
            problems.add("must mix upper and lower case");
        }
        if (COMMON.contains(password.toLowerCase(Locale.ROOT))) {
            problems.add("is too common");
        }
        return problems;
    }

    public boolean isAcceptable(String password) {
        return validate(password).isEmpty();
    }

    private static boolean hasMixedCase(String s) {
        boolean upper = false;
        boolean lower = false;
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) {
                upper = true;
            } else if (Character.isLowerCase(c)) {
                lower = true;
            }
        }
        return upper && lower;
    }
}
