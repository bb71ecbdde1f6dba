package com.acme.accounts.mail;

import java.util.Locale;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Service;

import com.acme.accounts.config.AppProperties;
import com.acme.accounts.user.User;

@Service
public class AccountMailService {

    private static final Logger log = LoggerFactory.getLogger(AccountMailService.class);

    private final MailSender sender;
    private final TemplateRenderer templates;
    private final MessageSource messages;
    private final String baseUrl;

    public AccountMailService(MailSender sender, TemplateRenderer templates,
                              MessageSource messages, AppProperties props) {
        this.sender = sender;
        this.templates = templates;
        this.messages = messages;
        this.baseUrl = props.getBaseUrl();
    }

    public void sendWelcome(User user) {
        String subject = messages.getMessage("mail.welcome.subject", null, Locale.ENGLISH);
        String body = templates.render("mail/welcome", Map.of(
                "name", user.getDisplayName(),
                "loginUrl", baseUrl + "/login"));
        sender.send(user.getEmail(), subject, body);
        log.info("Sent welcome mail to user {}", user.getId());
    }

    public void sendPasswordReset(User user, String token, Locale locale) {
        String subject = messages.getMessage("mail.reset.subject", null, locale);
        String body = templates.render("mail/password-reset", Map.of(
                "name", user.getDisplayName(),
                "lang", locale.toLanguageTag(),
                "resetUrl", baseUrl + "/reset?token=" + token + "&lang=" + locale.toLanguageTag()));
        sender.send(user.getEmail(), subject, body);
        log.info("Sent password reset mail to user {}", user.getId());
    }

    public void sendEmailChanged(User user, String previousEmail) {
        String subject = messages.getMessage("mail.email-changed.subject", null, Locale.ENGLISH);
        String body = templates.render("mail/email-changed", Map.of(
                "name", user.getDisplayName(),
                "newEmail", user.getEmail()));
        sender.send(previousEmail, subject, body);
        log.info("Sent email-changed notice for user {}", user.getId());
    }

    public void sendAccountLocked(User user, int failedAttempts) {
        String subject = messages.getMessage("mail.locked.subject", null, Locale.ENGLISH);
        String body = templates.render("mail/account-locked", Map.of(
                "name", user.getDisplayName(),
                "attempts", failedAttempts,
                "supportUrl", baseUrl + "/support"));
        sender.send(user.getEmail(), subject, body);
        log.warn("Account locked for user {} after {} attempts", user.getId(), failedAttempts);
    }
}
