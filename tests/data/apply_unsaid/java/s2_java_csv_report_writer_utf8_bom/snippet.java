package com.example.reports.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
// ... existing imports ...

public final class CsvReportWriter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final List<String> HEADER = List.of("date", "region", "product", "units", "revenue");
    private static final char BOM = '\uFEFF';

    // ... existing code ...

    public void write(List<SalesRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writer.write(BOM);
        writeLine(writer, HEADER);
        // ... existing code ...
    }

    // ... existing code ...
}
