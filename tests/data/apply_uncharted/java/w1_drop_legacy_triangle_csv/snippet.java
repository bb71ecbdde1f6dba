// ... existing code ...

    public void run(LocalDate valuationDate) throws IOException {
        LossTriangle triangle = warehouse.paidTriangle(valuationDate);
        Map<Integer, Double> factors = ageToAgeFactors(triangle);
        writeFactors(valuationDate, factors);
        LOG.info("Published " + factors.size() + " development factors for " + valuationDate);
    }

    // ... existing code ...

    // ... removed writeLegacyCsv() (the Excel workbook feed is retired) ...

    public static void main(String[] args) throws IOException {
        // ... existing code ...
    }
}
