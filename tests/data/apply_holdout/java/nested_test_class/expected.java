package com.acme.inventory.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.inventory.domain.Item;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ItemServiceTest {

    private InMemoryItemRepository repository;
    private ItemService service;

    @BeforeEach
    void setUp() {
        repository = new InMemoryItemRepository();
        service = new ItemService(repository);
    }

    @Test
    void createStoresTheItem() {
        service.create(new Item("A-1", "Widget", 5));
        assertThat(repository.findBySku("A-1")).isPresent();
    }

    @Test
    void adjustAddsToStock() {
        service.create(new Item("A-1", "Widget", 5));
        assertThat(service.adjust("A-1", 3)).get().extracting(Item::stock).isEqualTo(8);
    }

    @Test
    void adjustRejectsNegativeStock() {
        service.create(new Item("A-1", "Widget", 5));
        assertThatThrownBy(() -> service.adjust("A-1", -6)).isInstanceOf(IllegalArgumentException.class);
    }

    @Nested
    class Delete {
        @Test
        void removesTheItem() {
            service.create(new Item("A-1", "Widget", 5));
            service.delete("A-1");
            assertThat(repository.findBySku("A-1")).isEmpty();
        }
    }
}
