import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

// ... existing code ...

    public List<Book> findByYear(int year) {
        return byIsbn.values().stream()
                .filter(book -> book.getYear() == year)
                .collect(Collectors.toList());
    }

// ... existing code ...
