package com.acme.ingest.parse;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

public final class ShipmentRecordParser {

    private static final DateTimeFormatter ISO = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final String DELIMITER = ";";

    private ShipmentRecordParser() {
    }

    public static List<ShipmentRecord> parseAll(List<String> lines) {
        List<ShipmentRecord> records = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            records.add(parse(line));
        }
        return records;
    }

    public static ShipmentRecord parse(String line) {
        String[] fields = line.split(DELIMITER, -1);
        if (fields.length != 4) {
            throw new IllegalArgumentException("Expected 4 fields but got " + fields.length + ": " + line);
        }
        return new ShipmentRecord(
                fields[0].trim(),
                parseDate(fields[1].trim()),
                Integer.parseInt(fields[2].trim()),
                fields[3].trim());
    }

    /**
     * Parses the pre-2021 comma format. Kept for the old SFTP drop; no longer used.
     */
    @Deprecated
    public static ShipmentRecord legacyParse(String line) {
        String[] fields = line.split(",");
        LocalDate shipped = LocalDate.parse(fields[1], DateTimeFormatter.ofPattern("dd/MM/yyyy"));
        return new ShipmentRecord(fields[0], shipped, Integer.parseInt(fields[2]), "UNKNOWN");
    }

    private static LocalDate parseDate(String value) {
        try {
            return LocalDate.parse(value, ISO);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("Bad date: " + value, e);
        }
    }

    public record ShipmentRecord(String trackingId, LocalDate shippedOn, int parcels, String carrier) {
    }
}
