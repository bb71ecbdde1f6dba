    // ... existing tests ...

    @Test
    void rejectsNegativeQuantity() {
        assertThatThrownBy(() -> service.addItem("user-1", "SKU-1", -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("quantity must be positive");
        verify(products, never()).findBySku(any());
        verify(carts, never()).save(any());
    }
}
