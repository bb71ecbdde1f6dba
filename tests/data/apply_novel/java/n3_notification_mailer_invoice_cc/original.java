package com.acme.billing.mail;

import java.util.List;
import java.util.Map;

import com.acme.billing.domain.Invoice;
import com.acme.mail.MailMessage;
import com.acme.mail.MailTransport;
import com.acme.mail.TemplateEngine;

public class NotificationMailer {

    private final MailTransport transport;
    private final TemplateEngine templates;
    private final String from;

    public NotificationMailer(MailTransport transport, TemplateEngine templates, String from) {
        this.transport = transport;
        this.templates = templates;
        this.from = from;
    }

    public void sendWelcome(String to, String name) {
        MailMessage message = new MailMessage(from, to);
        message.setSubject("Welcome to Acme Billing");
        message.setBody(templates.render("welcome", Map.of("name", name)));
        transport.send(message);
    }

    public void sendPasswordReset(String to, String resetToken) {
        MailMessage message = new MailMessage(from, to);
        message.setSubject("Reset your password");
        message.setBody(templates.render("password-reset", Map.of("token", resetToken)));
        transport.send(message);
    }

    public void sendInvoice(String to, Invoice invoice) {
        MailMessage message = new MailMessage(from, to);
        message.setSubject("Invoice #" + invoice.getNumber());
        message.setBody(templates.render("invoice", Map.of("invoice", invoice)));
        message.attach(invoice.getNumber() + ".pdf", invoice.renderPdf());
        transport.send(message);
    }

    public void sendPaymentReceipt(String to, Invoice invoice) {
        MailMessage message = new MailMessage(from, to);
        message.setSubject("Payment received for invoice #" + invoice.getNumber());
        message.setBody(templates.render("receipt", Map.of("invoice", invoice)));
        transport.send(message);
    }

    public void sendBulk(List<String> recipients, String subject, String body) {
        for (String to : recipients) {
            MailMessage message = new MailMessage(from, to);
            message.setSubject(subject);
            message.setBody(body);
            transport.send(message);
        }
    }
}
