public class HoldQueueService {

    // ... existing code ...

    public List<Hold> expireUncollected() {
        Instant now = clock.instant();
        List<Hold> expired = new ArrayList<>();
        for (Deque<Hold> queue : queuesByTitle.values()) {
            Hold head = queue.peekFirst();
            if (head != null && head.readyUntil() != null && head.readyUntil().isBefore(now)) {
                queue.pollFirst();
                expired.add(head);
                notifications.holdExpired(head);
                // the shelf copy goes straight to the next patron in line
                trapNextHold(head.titleId());
            }
        }
        return expired;
    }

    // ... existing code ...
}
