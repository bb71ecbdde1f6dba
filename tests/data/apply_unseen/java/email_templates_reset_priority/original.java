package com.acme.accounts.notify;

import java.time.Duration;
import java.util.Locale;

import com.acme.accounts.User;
import com.acme.mail.Email;
import com.acme.mail.Priority;
import com.acme.mail.TemplateRenderer;

public class AccountEmails {

    private static final String FROM = "Acme Accounts <no-reply@acme.example>";
    private static final Duration RESET_LINK_TTL = Duration.ofMinutes(30);

    private final TemplateRenderer renderer;
    private final String baseUrl;

    public AccountEmails(TemplateRenderer renderer, String baseUrl) {
        this.renderer = renderer;
        this.baseUrl = baseUrl;
    }

    public Email welcome(User user) {
        Locale locale = user.locale();
        Email.Builder builder = Email.builder()
                .from(FROM)
                .to(user.email())
                .subject(renderer.message("welcome.subject", locale, user.displayName()))
                .html(renderer.render("welcome.html", locale, "user", user, "loginUrl", baseUrl + "/login"));
        return builder.build();
    }

    public Email passwordReset(User user, String token) {
        Locale locale = user.locale();
        String link = baseUrl + "/reset?token=" + token;
        Email.Builder builder = Email.builder()
                .from(FROM)
                .to(user.email())
                .subject(renderer.message("reset.subject", locale))
                .html(renderer.render("reset.html", locale, "user", user, "link", link,
                        "minutes", RESET_LINK_TTL.toMinutes()));
        return builder.build();
    }

    public Email emailChanged(User user, String oldAddress) {
        Locale locale = user.locale();
        Email.Builder builder = Email.builder()
                .from(FROM)
                .to(oldAddress)
                .subject(renderer.message("email-changed.subject", locale))
                .html(renderer.render("email-changed.html", locale, "user", user, "newAddress", user.email()));
        return builder.build();
    }

    public Email accountLocked(User user, int failedAttempts) {
        Locale locale = user.locale();
        Email.Builder builder = Email.builder()
                .from(FROM)
                .to(user.email())
                .subject(renderer.message("locked.subject", locale))
                .html(renderer.render("locked.html", locale, "user", user, "attempts", failedAttempts));
        return builder.priority(Priority.HIGH).build();
    }
}
