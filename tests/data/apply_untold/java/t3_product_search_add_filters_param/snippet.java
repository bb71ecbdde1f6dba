    public List<Product> search(String query, SearchFilters filters, int page, int size) {
        long started = System.nanoTime();
        String normalized = query.trim().toLowerCase(Locale.ROOT);
        int pageSize = Math.min(size, MAX_PAGE_SIZE);

        List<Product> candidates = repository.findByNameContaining(normalized);
        List<Product> results = candidates.stream()
                .filter(Product::isActive)
                .filter(filters::matches)
                .sorted(filters.comparator())
                .skip((long) page * pageSize)
                .limit(pageSize)
                .collect(Collectors.toList());

        metrics.recordSearch(normalized, results.size(), System.nanoTime() - started);
        return results;
    }
