    public static final class Builder {
        // ... existing code ...

        public Builder bearerToken(String token) {
            return header("Authorization", "Bearer " + token);
        }
    }
