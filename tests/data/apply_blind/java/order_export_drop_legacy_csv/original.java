package com.acme.orders.export;

import com.acme.orders.model.Order;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

public class OrderExportService {

    private static final String CSV_HEADER = "id,customer,total,status";

    private final ObjectMapper mapper;

    public OrderExportService(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    public byte[] exportJson(List<Order> orders) {
        try {
            return mapper.writeValueAsBytes(orders);
        } catch (JsonProcessingException e) {
            throw new ExportException("could not serialise orders", e);
        }
    }

    public byte[] exportCsv(List<Order> orders) {
        String body = orders.stream()
                .map(this::toCsvRow)
                .collect(Collectors.joining("\n"));
        return (CSV_HEADER + "\n" + body + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * @deprecated use {@link #exportCsv(List)}; kept for the v1 nightly job.
     */
    @Deprecated
    public String legacyCsvExport(List<Order> orders) {
        StringBuilder sb = new StringBuilder();
        for (Order order : orders) {
            sb.append(order.id()).append(';')
              .append(order.customer()).append(';')
              .append(order.total()).append('\n');
        }
        return sb.toString();
    }

    private String toCsvRow(Order order) {
        return String.join(",",
                String.valueOf(order.id()),
                escape(order.customer()),
                order.total().toPlainString(),
                order.status().name());
    }

    private static String escape(String value) {
        if (value.contains(",") || value.contains("\"")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
