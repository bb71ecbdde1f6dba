import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

// ... existing code ...

    public void exportCsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writer.write('\uFEFF'); // BOM so Excel detects UTF-8
        writer.write(header(","));
        writer.write("\r\n");
        for (ReportRow row : rows) {
            writer.write(line(row, ",", true));
            writer.write("\r\n");
        }
        writer.flush();
    }

// ... existing code ...
