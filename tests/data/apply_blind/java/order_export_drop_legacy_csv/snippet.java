// ... existing code ...

    public byte[] exportCsv(List<Order> orders) {
        String body = orders.stream()
                .map(this::toCsvRow)
                .collect(Collectors.joining("\n"));
        return (CSV_HEADER + "\n" + body + "\n").getBytes(StandardCharsets.UTF_8);
    }

    // ... removed the deprecated legacyCsvExport(), the v1 nightly job is gone ...

    private String toCsvRow(Order order) {
// ... existing code ...
