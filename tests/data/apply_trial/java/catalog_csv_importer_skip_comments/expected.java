package com.example.catalog.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class CsvProductImporter {

    private static final List<String> REQUIRED = List.of("sku", "name", "price");

    private final ProductRepository repository;

    public CsvProductImporter(ProductRepository repository) {
        this.repository = repository;
    }

    public ImportReport importFile(Path path) throws IOException {
        ImportReport report = new ImportReport(path.getFileName().toString());
        try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null) {
                return report;
            }
            Map<String, Integer> columns = indexColumns(header);
            String line;
            int lineNumber = 1;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split(",", -1);
                try {
                    Product product = toProduct(cells, columns);
                    repository.upsert(product);
                    report.imported();
                } catch (IllegalArgumentException e) {
                    report.rejected(lineNumber, e.getMessage());
                }
            }
        }
        return report;
    }

    public ImportReport validateFile(Path path) throws IOException {
        ImportReport report = new ImportReport(path.getFileName().toString());
        try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null) {
                return report;
            }
            Map<String, Integer> columns = indexColumns(header);
            String line;
            int lineNumber = 1;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    toProduct(line.split(",", -1), columns);
                    report.imported();
                } catch (IllegalArgumentException e) {
                    report.rejected(lineNumber, e.getMessage());
                }
            }
        }
        return report;
    }

    private static Map<String, Integer> indexColumns(String header) {
        Map<String, Integer> columns = new HashMap<>();
        String[] names = header.split(",", -1);
        for (int i = 0; i < names.length; i++) {
            columns.put(names[i].trim().toLowerCase(), i);
        }
        for (String required : REQUIRED) {
            if (!columns.containsKey(required)) {
                throw new IllegalArgumentException("missing column: " + required);
            }
        }
        return columns;
    }

    private static Product toProduct(String[] cells, Map<String, Integer> columns) {
        String sku = cells[columns.get("sku")].trim();
        if (sku.isEmpty()) {
            throw new IllegalArgumentException("empty sku");
        }
        String name = cells[columns.get("name")].trim();
        BigDecimal price;
        try {
            price = new BigDecimal(cells[columns.get("price")].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad price for " + sku);
        }
        return new Product(sku, name, price);
    }
}
