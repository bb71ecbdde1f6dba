    // ... existing code ...

    public Book save(Book book) {
        if (book == null) {
            throw new IllegalArgumentException("book must not be null");
        }
        return byIsbn.put(book.getIsbn(), book);
    }

    // ... existing code ...
