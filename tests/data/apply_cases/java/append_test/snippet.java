    // ... existing code ...

    @Test
    void deletes() {
        assertTrue(repo.delete("111"));
        assertEquals(1, repo.count());
    }
}
