package org.citylibrary.ill.holds;

import java.sql.Date;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class JdbcHoldRepository implements HoldRepository {

    private static final RowMapper<Hold> ROW_MAPPER = (rs, rowNum) -> new Hold(
            rs.getLong("id"),
            rs.getString("patron_barcode"),
            rs.getString("item_isbn"),
            rs.getString("pickup_branch"),
            HoldStatus.valueOf(rs.getString("status")),
            rs.getDate("placed_on").toLocalDate(),
            rs.getDate("pickup_deadline") == null ? null : rs.getDate("pickup_deadline").toLocalDate());

    private final JdbcTemplate jdbc;

    public JdbcHoldRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Optional<Hold> findById(long id) {
        List<Hold> rows = jdbc.query("SELECT * FROM ill_holds WHERE id = ?", ROW_MAPPER, id);
        return rows.stream().findFirst();
    }

    @Override
    public List<Hold> findByPatron(String patronBarcode) {
        return jdbc.query(
                "SELECT * FROM ill_holds WHERE patron_barcode = ? ORDER BY placed_on",
                ROW_MAPPER,
                patronBarcode);
    }

    @Override
    public List<Hold> findByPickupBranch(String branchCode) {
        return jdbc.query(
                "SELECT * FROM ill_holds WHERE pickup_branch = ? ORDER BY placed_on",
                ROW_MAPPER,
                branchCode);
    }

    @Override
    public void updateStatus(long id, HoldStatus status) {
        jdbc.update("UPDATE ill_holds SET status = ? WHERE id = ?", status.name(), id);
    }

    @Override
    public void setPickupDeadline(long id, LocalDate deadline) {
        jdbc.update("UPDATE ill_holds SET pickup_deadline = ? WHERE id = ?", Date.valueOf(deadline), id);
    }

    @Override
    public List<Hold> findExpiredBefore(LocalDate cutoff) {
        return jdbc.query(
                "SELECT * FROM ill_holds WHERE status = 'READY_FOR_PICKUP' AND pickup_deadline < ?",
                ROW_MAPPER,
                Date.valueOf(cutoff));
    }
}
