package com.acme.catalog.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;

@Service
public class ProductSearchService {

    private static final int MAX_PAGE_SIZE = 100;

    private final ProductRepository repository;
    private final SearchMetrics metrics;

    public ProductSearchService(ProductRepository repository, SearchMetrics metrics) {
        this.repository = repository;
        this.metrics = metrics;
    }

    public List<Product> findByCategory(String categoryId, int page, int size) {
        int pageSize = Math.min(size, MAX_PAGE_SIZE);
        return repository.findByCategory(categoryId, page * pageSize, pageSize);
    }

    public List<Product> search(String query, int page, int size) {
        long started = System.nanoTime();
        String normalized = query.trim().toLowerCase(Locale.ROOT);
        int pageSize = Math.min(size, MAX_PAGE_SIZE);

        List<Product> candidates = repository.findByNameContaining(normalized);
        List<Product> results = candidates.stream()
                .filter(Product::isActive)
                .sorted(Comparator.comparing(Product::getPopularity).reversed())
                .skip((long) page * pageSize)
                .limit(pageSize)
                .collect(Collectors.toList());

        metrics.recordSearch(normalized, results.size(), System.nanoTime() - started);
        return results;
    }

    public List<String> suggest(String prefix, int limit) {
        String normalized = prefix.trim().toLowerCase(Locale.ROOT);
        List<String> suggestions = new ArrayList<>();
        for (Product product : repository.findByNameStartingWith(normalized)) {
            if (suggestions.size() >= limit) {
                break;
            }
            if (!suggestions.contains(product.getName())) {
                suggestions.add(product.getName());
            }
        }
        return suggestions;
    }
}
