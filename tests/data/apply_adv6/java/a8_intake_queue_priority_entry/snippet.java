// ... existing code ...

    public static final class Entry implements Comparable<Entry> {
        // ... existing fields and accessors ...

        public Instant arrivedAt() {
            return arrivedAt;
        }

        public boolean isPediatric() {
            return patientId.startsWith("P-");
        }

        @Override
        public int compareTo(Entry other) {
            int byAcuity = Integer.compare(acuity, other.acuity);
            if (byAcuity != 0) {
                return byAcuity;
            }
            if (isPediatric() != other.isPediatric()) {
                return isPediatric() ? -1 : 1;
            }
            return arrivedAt.compareTo(other.arrivedAt);
        }
    }
}
