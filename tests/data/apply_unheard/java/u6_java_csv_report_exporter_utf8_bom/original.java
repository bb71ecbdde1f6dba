package com.acme.reports.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.format.DateTimeFormatter;
import java.util.List;

import com.acme.reports.model.ReportRow;

public final class CsvReportExporter implements ReportExporter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final String[] HEADER = {"date", "account", "description", "amount", "currency"};

    private final char separator;

    public CsvReportExporter() {
        this(',');
    }

    public CsvReportExporter(char separator) {
        this.separator = separator;
    }

    @Override
    public String contentType() {
        return "text/csv";
    }

    @Override
    public String fileExtension() {
        return "csv";
    }

    @Override
    public void export(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out);
        writeLine(writer, HEADER);
        for (ReportRow row : rows) {
            writeLine(writer, new String[] {
                DATE.format(row.date()),
                row.account(),
                row.description(),
                formatAmount(row.amount()),
                row.currency()
            });
        }
        writer.flush();
    }

    private void writeLine(Writer writer, String[] cells) throws IOException {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                writer.write(separator);
            }
            writer.write(escape(cells[i]));
        }
        writer.write("\r\n");
    }

    private String escape(String value) {
        if (value == null) {
            return "";
        }
        boolean quote = value.indexOf(separator) >= 0 || value.contains("\"") || value.contains("\n");
        String escaped = value.replace("\"", "\"\"");
        return quote ? "\"" + escaped + "\"" : escaped;
    }

    private static String formatAmount(BigDecimal amount) {
        return amount == null ? "" : amount.toPlainString();
    }
}
