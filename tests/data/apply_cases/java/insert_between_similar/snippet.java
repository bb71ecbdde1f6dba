    // ... existing code ...

    public List<Book> findByAuthor(String author) {
        // ... existing code ...
    }

    public List<Book> findByTitle(String title) {
        List<Book> result = new ArrayList<>();
        for (Book book : byIsbn.values()) {
            if (book.getTitle().toLowerCase().contains(title.toLowerCase())) {
                result.add(book);
            }
        }
        return result;
    }

    public List<Book> findByYear(int year) {
        // ... existing code ...
    }

    // ... existing code ...
