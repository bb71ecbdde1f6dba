package com.acme.catalog.service;

import com.acme.catalog.client.InventoryClient;
import com.acme.catalog.domain.Product;
import com.acme.catalog.domain.StockLevel;
import com.acme.catalog.repository.ProductRepository;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ProductService {

    private static final Logger log = LoggerFactory.getLogger(ProductService.class);

    private final ProductRepository products;
    private final InventoryClient inventory;

    public ProductService(ProductRepository products, InventoryClient inventory) {
        this.products = products;
        this.inventory = inventory;
    }

    @Transactional(readOnly = true)
    public Optional<Product> findBySku(String sku) {
        return products.findBySku(sku);
    }

    @Transactional(readOnly = true)
    public List<Product> listActive() {
        return products.findAllByActiveTrueOrderByNameAsc();
    }

    @Transactional
    public Product create(Product product) {
        if (products.existsBySku(product.getSku())) {
            throw new IllegalStateException("SKU already exists: " + product.getSku());
        }
        Product saved = products.save(product);
        log.info("Created product {}", saved.getSku());
        return saved;
    }

    @Transactional
    public void deactivate(String sku) {
        Product product = products.findBySku(sku)
                .orElseThrow(() -> new IllegalArgumentException("Unknown SKU: " + sku));
        product.setActive(false);
        products.save(product);
        log.info("Deactivated product {}", sku);
    }

    public StockLevel stockFor(String sku) {
        StockLevel level = inventory.fetchStock(sku);
        if (level == null) {
            log.warn("No stock information for {}", sku);
            return StockLevel.unknown(sku);
        }
        return level;
    }
}
