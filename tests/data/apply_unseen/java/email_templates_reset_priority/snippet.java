    public Email passwordReset(User user, String token) {
        Locale locale = user.locale();
        String link = baseUrl + "/reset?token=" + token;
        Email.Builder builder = Email.builder()
                .from(FROM)
                .to(user.email())
                .subject(renderer.message("reset.subject", locale))
                .html(renderer.render("reset.html", locale, "user", user, "link", link,
                        "minutes", RESET_LINK_TTL.toMinutes()));
        return builder.priority(Priority.HIGH).expiresAfter(RESET_LINK_TTL).build();
    }

    // ... existing code ...
