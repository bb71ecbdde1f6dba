package org.ledgerly.importing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class CsvImporter {

    private static final char DEFAULT_DELIMITER = ',';

    private final char delimiter;
    private final boolean skipHeader;

    public CsvImporter(char delimiter, boolean skipHeader) {
        this.delimiter = delimiter;
        this.skipHeader = skipHeader;
    }

    public CsvImporter() {
        this(DEFAULT_DELIMITER, true);
    }

    public List<String[]> importFile(Path path) throws IOException {
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return importReader(reader);
        }
    }

    public List<String[]> importReader(Reader reader) throws IOException {
        List<String[]> rows = new ArrayList<>();
        BufferedReader buffered = new BufferedReader(reader);
        String line;
        boolean first = true;
        while ((line = buffered.readLine()) != null) {
            if (first && skipHeader) {
                first = false;
                continue;
            }
            first = false;
            if (!line.isBlank()) {
                rows.add(parseLine(line, delimiter));
            }
        }
        return rows;
    }

    public static String[] parseLine(String line, char delimiter) {
        List<String> fields = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    current.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == delimiter && !quoted) {
                fields.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        fields.add(current.toString());
        return fields.toArray(new String[0]);
    }

    public char delimiter() {
        return delimiter;
    }
}
