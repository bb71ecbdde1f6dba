import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.logging.Logger;

// ... existing code ...

    public void writeCsv(List<ReportRow> rows, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        writer.write('\uFEFF'); // BOM so Excel detects UTF-8
        writer.write(String.join(SEPARATOR, columns));
// ... existing code ...
