    // ... existing code ...

    @Test
    void findsByAuthor() {
        assertEquals(1, repo.findByAuthor("austen").size());
        assertEquals("Emma", repo.findByAuthor("austen").get(0).getTitle());
    }

    @Test
    void counts() {
        assertEquals(2, repo.count());
    }
}
