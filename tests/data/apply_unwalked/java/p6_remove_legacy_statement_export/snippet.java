    public BigDecimal totalDue(Statement statement) {
        return statement.getLines().stream()
                .map(BillLine::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .add(statement.getPastDueBalance());
    }

    // ... removed deprecated exportFixedWidth() (and its javadoc) ...

    public String renderSummary(Statement statement) {
        // ... existing code ...
    }

    // ... existing code ...
