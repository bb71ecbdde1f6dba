package com.acme.reports.export;

import com.acme.reports.model.ReportRow;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.util.List;
import java.util.logging.Logger;

public class ReportExporter {

    private static final Logger LOG = Logger.getLogger(ReportExporter.class.getName());
    private static final String SEPARATOR = ",";

    private final List<String> columns;

    public ReportExporter(List<String> columns) {
        this.columns = List.copyOf(columns);
    }

    public void writeCsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out));
        writer.write(String.join(SEPARATOR, columns));
        writer.write("\n");
        for (ReportRow row : rows) {
            writer.write(toCsvLine(row));
            writer.write("\n");
        }
        writer.flush();
        LOG.fine(() -> "exported " + rows.size() + " rows as CSV");
    }

    public void writeTsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out));
        writer.write(String.join("\t", columns));
        writer.write("\n");
        for (ReportRow row : rows) {
            writer.write(String.join("\t", row.values(columns)));
            writer.write("\n");
        }
        writer.flush();
        LOG.fine(() -> "exported " + rows.size() + " rows as TSV");
    }

    private String toCsvLine(ReportRow row) {
        StringBuilder line = new StringBuilder();
        List<String> values = row.values(columns);
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                line.append(SEPARATOR);
            }
            line.append(escape(values.get(i)));
        }
        return line.toString();
    }

    private static String escape(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(SEPARATOR) || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
