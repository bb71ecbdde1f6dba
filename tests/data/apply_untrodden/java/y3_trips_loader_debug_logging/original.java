package org.metrotransit.gtfs.load;

import java.io.IOException;
import java.io.Reader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.logging.Logger;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** Loads trips.txt from a GTFS feed into gtfs_trips for one feed version. */
public class TripsLoader {

    private static final Logger LOG = Logger.getLogger(TripsLoader.class.getName());
    private static final int BATCH_SIZE = 500;

    private static final String INSERT_SQL =
        "INSERT INTO gtfs_trips (feed_version, trip_id, route_id, service_id, headsign, direction_id, shape_id, block_id) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private final Connection connection;
    private final String feedVersion;

    public TripsLoader(Connection connection, String feedVersion) {
        this.connection = connection;
        this.feedVersion = feedVersion;
    }

    public int load(Reader tripsTxt) throws IOException, SQLException {
        CSVFormat format = CSVFormat.DEFAULT.builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setIgnoreSurroundingSpaces(true)
            .build();

        int loaded = 0;
        int skipped = 0;
        try (CSVParser parser = format.parse(tripsTxt);
             PreparedStatement insert = connection.prepareStatement(INSERT_SQL)) {
            for (CSVRecord row : parser) {
                String tripId = row.get("trip_id");
                if (tripId == null || tripId.isBlank()) {
                    skipped++;
                    continue;
                }
                insert.setString(1, feedVersion);
                insert.setString(2, tripId);
                insert.setString(3, row.get("route_id"));
                insert.setString(4, row.get("service_id"));
                insert.setString(5, optional(row, "trip_headsign"));
                insert.setObject(6, parseDirection(optional(row, "direction_id")));
                insert.setString(7, optional(row, "shape_id"));
                insert.setString(8, optional(row, "block_id"));
                insert.addBatch();
                loaded++;

                if (loaded % BATCH_SIZE == 0) {
                    insert.executeBatch();
                }
            }
            insert.executeBatch();
        }

        if (skipped > 0) {
            LOG.warning("trips.txt: skipped " + skipped + " rows without trip_id");
        }
        LOG.info("trips.txt: loaded " + loaded + " trips for feed " + feedVersion);
        return loaded;
    }

    private static String optional(CSVRecord row, String column) {
        if (!row.isMapped(column)) {
            return null;
        }
        String value = row.get(column);
        return value == null || value.isBlank() ? null : value;
    }

    private static Integer parseDirection(String value) {
        if (value == null) {
            return null;
        }
        return switch (value) {
            case "0" -> 0;
            case "1" -> 1;
            default -> throw new IllegalArgumentException("bad direction_id: " + value);
        };
    }
}
