package com.example.crm.customers;

import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
public class CustomerDao {

    private static final RowMapper<Customer> MAPPER = (rs, rowNum) -> new Customer(
            rs.getLong("id"),
            rs.getString("name"),
            rs.getString("email"),
            rs.getLong("company_id"),
            rs.getTimestamp("created_at").toInstant());

    private final JdbcClient jdbc;

    public CustomerDao(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Customer> findById(long id) {
        return jdbc.sql("SELECT * FROM customers WHERE id = :id")
                .param("id", id)
                .query(MAPPER)
                .optional();
    }

    public Optional<Customer> findByEmail(String email) {
        return jdbc.sql("SELECT * FROM customers WHERE lower(email) = lower(:email)")
                .param("email", email)
                .query(MAPPER)
                .optional();
    }

    public long insert(Customer customer) {
        return jdbc.sql("INSERT INTO customers (name, email, company_id) VALUES (:name, :email, :companyId) RETURNING id")
                .param("name", customer.name())
                .param("email", customer.email())
                .param("companyId", customer.companyId())
                .query(Long.class)
                .single();
    }

    public int delete(long id) {
        return jdbc.sql("DELETE FROM customers WHERE id = :id")
                .param("id", id)
                .update();
    }
}
