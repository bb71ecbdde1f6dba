    public static final class Circle extends Shape {
        // ... existing code ...

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Circle[center=(%.2f, %.2f), r=%.2f]", cx, cy, radius);
        }
    }
