import com.acme.inventory.service.ItemService;
import jakarta.validation.Valid;
import java.util.List;
// ... existing code ...

    @PostMapping
    public ResponseEntity<Item> create(@Valid @RequestBody Item item) {
        Item saved = items.create(item);
        return ResponseEntity.status(201).body(saved);
    }

// ... existing code ...
