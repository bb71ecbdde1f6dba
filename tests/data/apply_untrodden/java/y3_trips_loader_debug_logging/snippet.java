// ... existing code ...

    public int load(Reader tripsTxt) throws IOException, SQLException {
        // ... existing code ...
            for (CSVRecord row : parser) {
                String tripId = row.get("trip_id");
                if (tripId == null || tripId.isBlank()) {
                    LOG.fine("trips.txt: record " + row.getRecordNumber() + " has no trip_id");
                    skipped++;
                    continue;
                }
                // ... existing code ...

                if (loaded % BATCH_SIZE == 0) {
                    insert.executeBatch();
                    LOG.fine("trips.txt: flushed batch at " + loaded + " rows");
                }
            }
            insert.executeBatch();
        }
        // ... existing code ...
    }

// ... existing code ...
