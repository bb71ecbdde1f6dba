    // ... existing tests ...

    @Test
    void rejectsOrderWithoutItems() {
        // ... existing code ...
    }

    @Test
    void rejectsOrderForBlockedCustomer() {
        customers.block(CUSTOMER_ID);

        OrderException error = assertThrows(OrderException.class,
                () -> service.placeOrder(CUSTOMER_ID, List.of(line("SKU-1", 1))));

        assertEquals("customer 42 is blocked", error.getMessage());
        verifyNoInteractions(payments);
    }

    // ... existing code ...
