package com.acme.reporting.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.util.List;
import java.util.stream.Collectors;

import com.acme.reporting.model.ReportColumn;
import com.acme.reporting.model.ReportRow;

public final class ReportExporter {

    private final List<ReportColumn> columns;

    public ReportExporter(List<ReportColumn> columns) {
        this.columns = List.copyOf(columns);
    }

    public void exportCsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out);
        writer.write(header(","));
        writer.write("\n");
        for (ReportRow row : rows) {
            writer.write(line(row, ",", true));
            writer.write("\n");
        }
        writer.flush();
    }

    public void exportTsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out);
        writer.write(header("\t"));
        writer.write("\n");
        for (ReportRow row : rows) {
            writer.write(line(row, "\t", false));
            writer.write("\n");
        }
        writer.flush();
    }

    private String header(String separator) {
        return columns.stream()
                .map(ReportColumn::getTitle)
                .collect(Collectors.joining(separator));
    }

    private String line(ReportRow row, String separator, boolean quote) {
        return columns.stream()
                .map(column -> format(row.get(column.getKey()), quote))
                .collect(Collectors.joining(separator));
    }

    private static String format(Object value, boolean quote) {
        if (value == null) {
            return "";
        }
        String text = value.toString();
        if (quote && (text.contains(",") || text.contains("\"") || text.contains("\n"))) {
            return "\"" + text.replace("\"", "\"\"") + "\"";
        }
        return text;
    }
}
