public class BookRepository {
    // ... existing code ...

    public boolean delete(String isbn) {
        return byIsbn.remove(isbn) != null;
    }
}
