    // ... existing code ...

    public void sendPasswordReset(User user, String token, Locale locale) {
        String subject = messages.getMessage("mail.reset.subject", null, locale);
        String body = templates.render("mail/password-reset", Map.of(
                "name", user.getDisplayName(),
                "lang", locale.toLanguageTag(),
                "resetUrl", baseUrl + "/reset?token=" + token + "&lang=" + locale.toLanguageTag()));
        sender.send(user.getEmail(), subject, body);
        log.info("Sent password reset mail to user {}", user.getId());
    }

    // ... existing code ...
