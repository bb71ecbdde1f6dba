package org.citywater.network.zones;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

public class PressureZoneRepository {

    private static final String BASE_SELECT =
            "SELECT id, name, legacy_code, min_psi, max_psi, reservoir_id FROM pressure_zones";

    private final DataSource dataSource;

    public PressureZoneRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<PressureZone> findById(long id) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public Optional<PressureZone> findByName(String name) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    /**
     * Lookup by the zone code used by the old SCADA system.
     * @deprecated SCADA migration finished in 2023; use {@link #findByName(String)}.
     */
    @Deprecated
    public Optional<PressureZone> findByLegacyCode(String legacyCode) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE legacy_code = ?")) {
            ps.setString(1, legacyCode);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<PressureZone> findByReservoir(long reservoirId) throws SQLException {
        List<PressureZone> zones = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE reservoir_id = ? ORDER BY name")) {
            ps.setLong(1, reservoirId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    zones.add(map(rs));
                }
            }
        }
        return zones;
    }

    public List<PressureZone> findAll() throws SQLException {
        List<PressureZone> zones = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " ORDER BY name");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                zones.add(map(rs));
            }
        }
        return zones;
    }

    private PressureZone map(ResultSet rs) throws SQLException {
        return new PressureZone(
                rs.getLong("id"),
                rs.getString("name"),
                rs.getString("legacy_code"),
                rs.getDouble("min_psi"),
                rs.getDouble("max_psi"),
                rs.getLong("reservoir_id"));
    }
}
