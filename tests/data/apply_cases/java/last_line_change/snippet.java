    public long count() {
        return (long) byIsbn.size();
    }
    // ... existing code ...
