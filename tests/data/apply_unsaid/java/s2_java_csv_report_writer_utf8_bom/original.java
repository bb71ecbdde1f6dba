package com.example.reports.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.stream.Collectors;

import com.example.reports.model.SalesRow;

public final class CsvReportWriter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final List<String> HEADER = List.of("date", "region", "product", "units", "revenue");

    private final char separator;

    public CsvReportWriter() {
        this(',');
    }

    public CsvReportWriter(char separator) {
        this.separator = separator;
    }

    public void write(List<SalesRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out);
        writeLine(writer, HEADER);
        for (SalesRow row : rows) {
            writeLine(writer, toFields(row));
        }
        writer.flush();
    }

    private List<String> toFields(SalesRow row) {
        return List.of(
                DATE.format(row.getDate()),
                row.getRegion(),
                row.getProduct(),
                Integer.toString(row.getUnits()),
                row.getRevenue().toPlainString());
    }

    private void writeLine(Writer writer, List<String> fields) throws IOException {
        String line = fields.stream()
                .map(this::escape)
                .collect(Collectors.joining(String.valueOf(separator)));
        writer.write(line);
        writer.write("\r\n");
    }

    private String escape(String value) {
        if (value == null) {
            return "";
        }
        boolean needsQuotes = value.indexOf(separator) >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0;
        if (!needsQuotes) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
