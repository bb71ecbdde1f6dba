    public static Observation parseObx(String segment) {
        // ... existing code ...
                fields[6],
                fields.length > 8 ? fields[8] : "");
    }
