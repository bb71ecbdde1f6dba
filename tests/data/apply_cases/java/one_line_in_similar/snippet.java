    // ... existing code ...

    @Test
    void findsByAuthor() {
        assertEquals(1, repo.findByAuthor("HERBERT").size());
        assertEquals("Emma", repo.findByAuthor("austen").get(0).getTitle());
    }

    // ... existing code ...
