package org.meadowbrook.clinic.lab.hl7;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Parses individual HL7 v2.5 segments from inbound ORU^R01 lab result messages.
 * Each parse method expects a single segment line without the trailing carriage return.
 */
public final class Hl7SegmentParser {

    private static final String FIELD_SEPARATOR = "\\|";
    private static final String COMPONENT_SEPARATOR = "\\^";
    private static final DateTimeFormatter HL7_DATE = DateTimeFormatter.ofPattern("yyyyMMdd");
    private static final DateTimeFormatter HL7_TIMESTAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private Hl7SegmentParser() {
    }

    public static PatientIdentification parsePid(String segment) {
        String[] fields = split(segment, "PID");
        String[] mrn = fields[3].split(COMPONENT_SEPARATOR, -1);
        String[] name = fields[5].split(COMPONENT_SEPARATOR, -1);
        return new PatientIdentification(
                component(mrn, 0),
                component(name, 0),
                component(name, 1),
                parseDate(fields[7]),
                fields[8]);
    }

    public static ObservationRequest parseObr(String segment) {
        String[] fields = split(segment, "OBR");
        String[] serviceId = fields[4].split(COMPONENT_SEPARATOR, -1);
        return new ObservationRequest(
                fields[2],
                fields[3],
                component(serviceId, 0),
                component(serviceId, 1),
                parseTimestamp(fields[7]));
    }

    public static Observation parseObx(String segment) {
        String[] fields = split(segment, "OBX");
        String[] observationId = fields[3].split(COMPONENT_SEPARATOR, -1);
        return new Observation(
                component(observationId, 0),
                component(observationId, 1),
                fields[5],
                fields[6],
                fields[8]);
    }

    public static String parseNte(String segment) {
        String[] fields = split(segment, "NTE");
        return fields.length > 3 ? fields[3] : "";
    }

    private static String[] split(String segment, String expectedType) {
        if (segment == null || !segment.startsWith(expectedType + "|")) {
            throw new Hl7ParseException("Expected " + expectedType + " segment but got: " + segment);
        }
        return segment.split(FIELD_SEPARATOR, -1);
    }

    private static String component(String[] components, int index) {
        return index < components.length ? components[index] : "";
    }

    private static LocalDate parseDate(String value) {
        if (value == null || value.length() < 8) {
            return null;
        }
        return LocalDate.parse(value.substring(0, 8), HL7_DATE);
    }

    private static LocalDateTime parseTimestamp(String value) {
        if (value == null || value.length() < 14) {
            return null;
        }
        return LocalDateTime.parse(value.substring(0, 14), HL7_TIMESTAMP);
    }
}
