package com.acme.reports.export;

import java.util.List;
import java.util.stream.Collectors;

import com.acme.reports.model.Report;

/**
 * Renders {@link Report} instances into plain-text formats for download.
 */
public final class ReportExporter {

    private static final String LINE_END = "\n";

    private final boolean includeHeader;

    public ReportExporter(boolean includeHeader) {
        this.includeHeader = includeHeader;
    }

    /**
     * Exports the report as CSV, joining cells with the given separator
     * (pass ';' for locales where the comma is the decimal mark).
     */
    public String exportCsv(Report report, char separator) {
        String sep = String.valueOf(separator);
        StringBuilder sb = new StringBuilder();
        if (includeHeader) {
            sb.append(String.join(sep, report.getHeaders())).append(LINE_END);
        }
        for (List<String> row : report.getRows()) {
            sb.append(String.join(sep, row)).append(LINE_END);
        }
        return sb.toString();
    }

    /**
     * Exports the given report as TSV using a tab separator.
     */
    public String exportTsv(Report report) {
        StringBuilder sb = new StringBuilder();
        if (includeHeader) {
            sb.append(String.join("\t", report.getHeaders())).append(LINE_END);
        }
        for (List<String> row : report.getRows()) {
            sb.append(String.join("\t", row)).append(LINE_END);
        }
        return sb.toString();
    }

    /**
     * Exports the given report as a Markdown table.
     */
    public String exportMarkdown(Report report) {
        StringBuilder sb = new StringBuilder();
        sb.append("| ").append(String.join(" | ", report.getHeaders())).append(" |").append(LINE_END);
        sb.append(report.getHeaders().stream().map(h -> "---").collect(Collectors.joining("|", "|", "|")))
                .append(LINE_END);
        for (List<String> row : report.getRows()) {
            sb.append("| ").append(String.join(" | ", row)).append(" |").append(LINE_END);
        }
        return sb.toString();
    }
}
