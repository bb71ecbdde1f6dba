package com.example.auth.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

public final class PasswordPolicy {

    private static final Set<String> COMMON = Set.of("password", "123456", "qwerty", "letmein");

    private final int minLength;
    private final int maxLength;

    public PasswordPolicy(int minLength, int maxLength) {
        if (minLength < 1 || maxLength < minLength) {
            throw new IllegalArgumentException("invalid length bounds");
        }
        this.minLength = minLength;
        this.maxLength = maxLength;
    }

    public boolean hasUpper(String password) {
        return password.chars().anyMatch(Character::isUpperCase);
    }

    public boolean hasLower(String password) {
        return password.chars().anyMatch(Character::isLowerCase);
    }

    public boolean hasDigit(String password) {
        return password.chars().anyMatch(Character::isDigit);
    }

    public boolean hasSymbol(String password) {
        return password.chars().anyMatch(c -> !Character.isLetterOrDigit(c));
    }

    public boolean isStrong(String password) {
        if (password == null) {
            return false;
        }
        int length = password.length();
        return length >= minLength && length <= maxLength
                && hasUpper(password) && hasLower(password) && hasDigit(password) && hasSymbol(password)
                && !COMMON.contains(password.toLowerCase());
    }

    public List<String> problems(String password) {
        List<String> problems = new ArrayList<>();
        if (password == null || password.length() < minLength) {
            problems.add("must be at least " + minLength + " characters");
        }
        if (password != null && password.length() > maxLength) {
            problems.add("must be at most " + maxLength + " characters");
        }
        if (password != null && COMMON.contains(password.toLowerCase())) {
            problems.add("is too common");
        }
        return problems;
    }
}
