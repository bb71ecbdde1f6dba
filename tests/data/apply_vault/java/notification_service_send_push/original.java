package com.example.notify;

import java.util.Map;
import java.util.logging.Logger;

import com.example.notify.gateway.MailSender;
import com.example.notify.gateway.PushGateway;
import com.example.notify.gateway.SmsGateway;
import com.example.notify.prefs.Channel;
import com.example.notify.prefs.PreferenceStore;
import com.example.users.User;

public class NotificationService {

    private static final Logger LOG = Logger.getLogger(NotificationService.class.getName());
    private static final int SMS_LIMIT = 160;

    private final MailSender mailer;
    private final SmsGateway smsGateway;
    private final PushGateway pushGateway;
    private final PreferenceStore preferences;

    public NotificationService(MailSender mailer, SmsGateway smsGateway,
                               PushGateway pushGateway, PreferenceStore preferences) {
        this.mailer = mailer;
        this.smsGateway = smsGateway;
        this.pushGateway = pushGateway;
        this.preferences = preferences;
    }

    public void sendEmail(User user, String subject, String body) {
        if (!allowed(user, Channel.EMAIL)) {
            LOG.fine(() -> "email disabled for user " + user.getId());
            return;
        }
        mailer.send(user.getEmail(), subject, body);
    }

    public void sendSms(User user, String text) {
        if (!allowed(user, Channel.SMS) || user.getPhone() == null) {
            LOG.fine(() -> "sms disabled for user " + user.getId());
            return;
        }
        smsGateway.send(user.getPhone(), truncate(text, SMS_LIMIT));
    }

    public void broadcast(String topic, String title, String body) {
        pushGateway.publish(topic, Map.of("title", title, "body", body));
        LOG.info(() -> "broadcast to topic " + topic);
    }

    private boolean allowed(User user, Channel channel) {
        return preferences.forUser(user.getId()).isEnabled(channel);
    }

    private static String truncate(String text, int limit) {
        return text.length() <= limit ? text : text.substring(0, limit - 1) + "…";
    }
}
