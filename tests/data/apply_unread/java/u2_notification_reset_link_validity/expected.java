package com.northwind.notify;

import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

public class NotificationService {

    private static final Logger LOG = Logger.getLogger(NotificationService.class.getName());

    private final TemplateEngine templates;
    private final MailGateway mail;
    private final SmsGateway sms;

    public NotificationService(TemplateEngine templates, MailGateway mail, SmsGateway sms) {
        this.templates = templates;
        this.mail = mail;
        this.sms = sms;
    }

    public void sendWelcome(User user) {
        String body = templates.render("welcome", Map.of("name", user.displayName()));
        mail.send(user.email(), "Welcome to Northwind", body);
        LOG.info("welcome mail sent to user " + user.id());
    }

    public void sendPasswordReset(User user, String resetLink, int validMinutes) {
        String body = templates.render("password-reset", Map.of(
                "name", user.displayName(),
                "link", resetLink,
                "validMinutes", validMinutes));
        mail.send(user.email(), "Reset your password", body);
        LOG.info("password reset mail sent to user " + user.id() + ", link valid for " + validMinutes + " min");
    }

    public void sendEmailChanged(User user, String oldEmail) {
        String body = templates.render("email-changed", Map.of(
                "name", user.displayName(),
                "oldEmail", oldEmail));
        mail.send(oldEmail, "Your email address was changed", body);
        LOG.info("email change notice sent to user " + user.id());
    }

    public void sendOrderShipped(User user, Order order) {
        String body = templates.render("order-shipped", Map.of(
                "name", user.displayName(),
                "orderNumber", order.number(),
                "carrier", order.carrier()));
        mail.send(user.email(), "Your order " + order.number() + " has shipped", body);
        if (user.smsOptIn()) {
            sms.send(user.phone(), "Order " + order.number() + " shipped via " + order.carrier());
        }
        LOG.info("shipping notice sent for order " + order.number());
    }

    public void sendDigest(User user, List<Activity> activities) {
        if (activities.isEmpty()) {
            return;
        }
        String body = templates.render("digest", Map.of(
                "name", user.displayName(),
                "activities", activities));
        mail.send(user.email(), "Your weekly digest", body);
    }
}
