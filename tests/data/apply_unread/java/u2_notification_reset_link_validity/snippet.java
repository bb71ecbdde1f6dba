// ... existing code ...

    public void sendPasswordReset(User user, String resetLink, int validMinutes) {
        String body = templates.render("password-reset", Map.of(
                "name", user.displayName(),
                "link", resetLink,
                "validMinutes", validMinutes));
        mail.send(user.email(), "Reset your password", body);
        LOG.info("password reset mail sent to user " + user.id() + ", link valid for " + validMinutes + " min");
    }

// ... existing code ...
