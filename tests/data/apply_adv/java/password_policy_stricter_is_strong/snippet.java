    public boolean isStrong(String password) {
        if (password == null) {
            return false;
        }
        int length = password.length();
        return length >= minLength && length <= maxLength
                && hasUpper(password) && hasLower(password) && hasDigit(password) && hasSymbol(password)
                && !COMMON.contains(password.toLowerCase());
    }

    // ... existing code ...
