    // ... existing code ...

    public String toCsv() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(",", HEADERS)).append('\n');
        int totalUnits = 0;
        BigDecimal totalRevenue = BigDecimal.ZERO;
        for (SalesRecord r : filtered()) {
            sb.append(r.getDate().format(DATE_FORMAT)).append(',')
                    .append(quote(r.getRegion())).append(',')
                    .append(quote(r.getProduct())).append(',')
                    .append(r.getUnits()).append(',')
                    .append(r.getRevenue().setScale(2, RoundingMode.HALF_UP)).append('\n');
            totalUnits += r.getUnits();
            totalRevenue = totalRevenue.add(r.getRevenue());
        }
        sb.append("TOTAL,,,").append(totalUnits).append(',')
                .append(totalRevenue.setScale(2, RoundingMode.HALF_UP)).append('\n');
        return sb.toString();
    }

    // ... existing code ...
