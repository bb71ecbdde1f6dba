import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

// ... existing code ...

    @Transactional
    public Order place(Order order) {
        // ... existing code ...
    }

    @Transactional
    public Order cancel(long id) {
        // ... existing code ...
    }

// ... existing code ...
