package com.acme.reports;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class SalesReportBuilder {

    private static final DateTimeFormatter DATE_FORMAT = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final List<String> HEADERS = List.of("date", "region", "product", "units", "revenue");

    private final List<SalesRecord> records = new ArrayList<>();
    private LocalDate from;
    private LocalDate to;

    private static String quote(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }

    public SalesReportBuilder between(LocalDate from, LocalDate to) {
        this.from = from;
        this.to = to;
        return this;
    }

    public SalesReportBuilder add(SalesRecord record) {
        records.add(record);
        return this;
    }

    public SalesReportBuilder addAll(List<SalesRecord> more) {
        records.addAll(more);
        return this;
    }

    private List<SalesRecord> filtered() {
        return records.stream()
                .filter(r -> from == null || !r.getDate().isBefore(from))
                .filter(r -> to == null || !r.getDate().isAfter(to))
                .sorted(Comparator.comparing(SalesRecord::getDate))
                .collect(Collectors.toList());
    }

    public Map<String, BigDecimal> revenueByRegion() {
        Map<String, BigDecimal> totals = new TreeMap<>();
        for (SalesRecord r : filtered()) {
            totals.merge(r.getRegion(), r.getRevenue(), BigDecimal::add);
        }
        return totals;
    }

    public BigDecimal averageOrderValue() {
        List<SalesRecord> rows = filtered();
        if (rows.isEmpty()) {
            return BigDecimal.ZERO;
        }
        BigDecimal total = rows.stream()
                .map(SalesRecord::getRevenue)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return total.divide(BigDecimal.valueOf(rows.size()), 2, RoundingMode.HALF_UP);
    }

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

    public String toSummary() {
        StringBuilder sb = new StringBuilder();
        sb.append("Sales report");
        if (from != null && to != null) {
            sb.append(" (").append(from.format(DATE_FORMAT))
                    .append(" to ").append(to.format(DATE_FORMAT)).append(')');
        }
        sb.append('\n');
        revenueByRegion().forEach((region, total) ->
                sb.append("  ").append(region).append(": ").append(total).append('\n'));
        sb.append("  Average order value: ").append(averageOrderValue()).append('\n');
        return sb.toString();
    }
}
