public class NotificationService {

    // ... constants, fields, constructor and sendEmail() unchanged ...

    public void sendSms(User user, String text) {
        // ... existing sms logic ...
    }

    public void sendPush(User user, String title, String body) {
        if (!allowed(user, Channel.PUSH) || user.getDeviceTokens().isEmpty()) {
            LOG.fine(() -> "push disabled for user " + user.getId());
            return;
        }
        for (String token : user.getDeviceTokens()) {
            pushGateway.send(token, Map.of("title", title, "body", body));
        }
    }

    // ... broadcast() and private helpers stay as they are ...
}
