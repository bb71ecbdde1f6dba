// ... existing code ...

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

// ... existing code ...
