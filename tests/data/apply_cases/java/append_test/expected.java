package com.example.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BookRepositoryTest {
    private BookRepository repo;

    @BeforeEach
    void setUp() {
        repo = new BookRepository();
        repo.save(new Book("111", "Dune", "Herbert", 1965));
        repo.save(new Book("222", "Emma", "Austen", 1815));
    }

    @Test
    void findsByIsbn() {
        assertTrue(repo.findByIsbn("111").isPresent());
        assertEquals("Dune", repo.findByIsbn("111").get().getTitle());
    }

    @Test
    void findsByAuthor() {
        assertEquals(1, repo.findByAuthor("austen").size());
        assertEquals("Emma", repo.findByAuthor("austen").get(0).getTitle());
    }

    @Test
    void findsByYear() {
        assertEquals(1, repo.findByYear(1965).size());
        assertEquals("Dune", repo.findByYear(1965).get(0).getTitle());
    }

    @Test
    void counts() {
        assertEquals(2, repo.count());
    }

    @Test
    void deletes() {
        assertTrue(repo.delete("111"));
        assertEquals(1, repo.count());
    }
}
