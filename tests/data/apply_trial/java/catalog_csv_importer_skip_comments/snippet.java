    public ImportReport importFile(Path path) throws IOException {
        // ... existing code ...
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                // ... existing code ...
            }
        }
        return report;
    }
