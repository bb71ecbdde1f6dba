package org.riverton.circulation.holds;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class HoldQueueService {

    private static final Duration PICKUP_WINDOW = Duration.ofDays(7);

    private final Map<String, Deque<Hold>> queuesByTitle = new HashMap<>();
    private final Clock clock;
    private final NotificationSender notifications;

    public HoldQueueService(Clock clock, NotificationSender notifications) {
        this.clock = clock;
        this.notifications = notifications;
    }

    public Hold placeHold(String titleId, String patronId, String pickupBranch) {
        Deque<Hold> queue = queuesByTitle.computeIfAbsent(titleId, k -> new ArrayDeque<>());
        for (Hold existing : queue) {
            if (existing.patronId().equals(patronId)) {
                throw new DuplicateHoldException(titleId, patronId);
            }
        }
        Hold hold = new Hold(titleId, patronId, pickupBranch, clock.instant(), null);
        queue.addLast(hold);
        return hold;
    }

    public boolean cancelHold(String titleId, String patronId) {
        Deque<Hold> queue = queuesByTitle.get(titleId);
        if (queue == null) {
            return false;
        }
        return queue.removeIf(h -> h.patronId().equals(patronId));
    }

    public Optional<Hold> trapNextHold(String titleId) {
        Deque<Hold> queue = queuesByTitle.get(titleId);
        if (queue == null || queue.isEmpty()) {
            return Optional.empty();
        }
        Hold head = queue.pollFirst();
        Hold trapped = head.withReadyUntil(clock.instant().plus(PICKUP_WINDOW));
        queue.addFirst(trapped);
        notifications.holdReady(trapped);
        return Optional.of(trapped);
    }

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

    public int queuePosition(String titleId, String patronId) {
        Deque<Hold> queue = queuesByTitle.get(titleId);
        if (queue == null) {
            return -1;
        }
        int position = 1;
        for (Hold h : queue) {
            if (h.patronId().equals(patronId)) {
                return position;
            }
            position++;
        }
        return -1;
    }

    public record Hold(String titleId, String patronId, String pickupBranch,
                       Instant placedAt, Instant readyUntil) {

        Hold withReadyUntil(Instant until) {
            return new Hold(titleId, patronId, pickupBranch, placedAt, until);
        }
    }
}
