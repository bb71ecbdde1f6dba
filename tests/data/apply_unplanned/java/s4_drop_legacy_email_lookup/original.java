package org.solarcoop.members;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

public class MemberRepository {

    private static final String SELECT_MEMBER =
            "SELECT id, member_no, full_name, email, shares_held, active FROM members";

    private final DataSource dataSource;

    public MemberRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<Member> findById(long id) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public Optional<Member> findByMemberNo(String memberNo) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE member_no = ?")) {
            ps.setString(1, memberNo);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    /**
     * @deprecated emails are no longer unique since household accounts were introduced;
     *             use {@link #findByMemberNo(String)} instead.
     */
    @Deprecated
    public Optional<Member> findByEmailLegacy(String email) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE lower(email) = lower(?)")) {
            ps.setString(1, email);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<Member> findActive() throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE active ORDER BY member_no")) {
            try (ResultSet rs = ps.executeQuery()) {
                List<Member> members = new ArrayList<>();
                while (rs.next()) {
                    members.add(map(rs));
                }
                return members;
            }
        }
    }

    public List<Member> findWithAtLeastShares(int minShares) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE shares_held >= ? ORDER BY member_no")) {
            ps.setInt(1, minShares);
            try (ResultSet rs = ps.executeQuery()) {
                List<Member> members = new ArrayList<>();
                while (rs.next()) {
                    members.add(map(rs));
                }
                return members;
            }
        }
    }

    private static Member map(ResultSet rs) throws SQLException {
        return new Member(
                rs.getLong("id"),
                rs.getString("member_no"),
                rs.getString("full_name"),
                rs.getString("email"),
                rs.getInt("shares_held"),
                rs.getBoolean("active"));
    }
}
