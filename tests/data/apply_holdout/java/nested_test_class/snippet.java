import com.acme.inventory.domain.Item;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ItemServiceTest {
    // ... existing code ...

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
