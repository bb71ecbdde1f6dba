package com.acme.inventory.web;

import com.acme.inventory.domain.Item;
import com.acme.inventory.service.ItemService;
import jakarta.validation.Valid;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/items")
public class ItemController {

    private final ItemService items;

    public ItemController(ItemService items) {
        this.items = items;
    }

    @GetMapping
    public List<Item> list(@RequestParam(defaultValue = "0") int page) {
        return items.page(page, 50);
    }

    @GetMapping("/{sku}")
    public ResponseEntity<Item> get(@PathVariable String sku) {
        return items.find(sku).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<Item> create(@Valid @RequestBody Item item) {
        Item saved = items.create(item);
        return ResponseEntity.status(201).body(saved);
    }

    @PutMapping("/{sku}/stock")
    public ResponseEntity<Item> adjustStock(@PathVariable String sku, @RequestParam int delta) {
        return items.adjust(sku, delta).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{sku}")
    public ResponseEntity<Void> delete(@PathVariable String sku) {
        items.delete(sku);
        return ResponseEntity.noContent().build();
    }
}
