    public Optional<Customer> findByEmail(String email) {
        // ... existing code ...
    }

    public List<Customer> findByCompany(long companyId, int limit) {
        return jdbc.sql("SELECT * FROM customers WHERE company_id = :companyId ORDER BY name LIMIT :limit")
                .param("companyId", companyId)
                .param("limit", limit)
                .query(MAPPER)
                .list();
    }

    public long insert(Customer customer) {
        // ... existing code ...
    }
