package com.example.library;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class BookRepository {
    private final Map<String, Book> byIsbn = new HashMap<>();

    public void save(Book book) {
        if (book == null) {
            throw new IllegalArgumentException("book must not be null");
        }
        byIsbn.put(book.getIsbn(), book);
    }

    public Optional<Book> findByIsbn(String isbn) {
        return Optional.ofNullable(byIsbn.get(isbn));
    }

    public List<Book> findByAuthor(String author) {
        List<Book> result = new ArrayList<>();
        for (Book book : byIsbn.values()) {
            if (book.getAuthor().equalsIgnoreCase(author)) {
                result.add(book);
            }
        }
        return result;
    }

    public List<Book> findByYear(int year) {
        List<Book> result = new ArrayList<>();
        for (Book book : byIsbn.values()) {
            if (book.getYear() == year) {
                result.add(book);
            }
        }
        return result;
    }

    public int count() {
        return byIsbn.size();
    }
}
