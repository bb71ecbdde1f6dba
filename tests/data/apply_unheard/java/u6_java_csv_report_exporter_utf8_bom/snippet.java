import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.util.List;

// ... existing code ...

    @Override
    public void export(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        // Excel only detects UTF-8 when the file starts with a BOM
        writer.write('\uFEFF');
        writeLine(writer, HEADER);
        // ... existing code ...
    }

// ... existing code ...
