package org.lakeside.clinic.intake;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;

/**
 * Walk-in intake queue for the front desk. Patients are ordered by triage
 * acuity first and arrival time second.
 */
public class IntakeQueue {

    private final PriorityQueue<Entry> queue = new PriorityQueue<>();
    private final Clock clock;

    public IntakeQueue(Clock clock) {
        this.clock = clock;
    }

    public Entry checkIn(String patientId, int acuity) {
        if (acuity < 1 || acuity > 5) {
            throw new IllegalArgumentException("acuity must be 1-5, got " + acuity);
        }
        Entry entry = new Entry(patientId, acuity, clock.instant());
        queue.add(entry);
        return entry;
    }

    public Optional<Entry> callNext() {
        return Optional.ofNullable(queue.poll());
    }

    public List<Entry> waitingLongerThan(Duration limit) {
        Instant now = clock.instant();
        List<Entry> result = new ArrayList<>();
        for (Entry e : queue) {
            if (Duration.between(e.arrivedAt(), now).compareTo(limit) > 0) {
                result.add(e);
            }
        }
        return result;
    }

    public int size() {
        return queue.size();
    }

    public static final class Entry implements Comparable<Entry> {
        private final String patientId;
        private final int acuity;
        private final Instant arrivedAt;

        Entry(String patientId, int acuity, Instant arrivedAt) {
            this.patientId = patientId;
            this.acuity = acuity;
            this.arrivedAt = arrivedAt;
        }

        public String patientId() {
            return patientId;
        }

        public int acuity() {
            return acuity;
        }

        public Instant arrivedAt() {
            return arrivedAt;
        }

        @Override
        public int compareTo(Entry other) {
            int byAcuity = Integer.compare(acuity, other.acuity);
            if (byAcuity != 0) {
                return byAcuity;
            }
            return arrivedAt.compareTo(other.arrivedAt);
        }
    }
}
