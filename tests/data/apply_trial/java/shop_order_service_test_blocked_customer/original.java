package com.example.shop.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private static final long CUSTOMER_ID = 42L;

    private InMemoryCustomers customers;
    private InMemoryCatalog catalog;
    private PaymentGateway payments;
    private OrderService service;

    @BeforeEach
    void setUp() {
        customers = new InMemoryCustomers();
        customers.add(CUSTOMER_ID, "Ada Lovelace");
        catalog = new InMemoryCatalog();
        catalog.add("SKU-1", new BigDecimal("9.99"), 10);
        catalog.add("SKU-2", new BigDecimal("24.50"), 1);
        payments = mock(PaymentGateway.class);
        when(payments.charge(any(), any())).thenReturn(PaymentResult.approved("tx-1"));
        service = new OrderService(customers, catalog, payments);
    }

    @Test
    void placesOrderAndChargesTotal() {
        Order order = service.placeOrder(CUSTOMER_ID, List.of(line("SKU-1", 2), line("SKU-2", 1)));

        assertEquals(new BigDecimal("44.48"), order.total());
        verify(payments).charge(CUSTOMER_ID, new BigDecimal("44.48"));
    }

    @Test
    void reservesStockForEachLine() {
        service.placeOrder(CUSTOMER_ID, List.of(line("SKU-1", 3)));

        assertEquals(7, catalog.stock("SKU-1"));
    }

    @Test
    void rejectsOrderWhenStockIsShort() {
        OrderException error = assertThrows(OrderException.class,
                () -> service.placeOrder(CUSTOMER_ID, List.of(line("SKU-2", 2))));

        assertEquals("not enough stock for SKU-2", error.getMessage());
        verifyNoInteractions(payments);
    }

    @Test
    void rejectsOrderWithoutItems() {
        OrderException error = assertThrows(OrderException.class,
                () -> service.placeOrder(CUSTOMER_ID, List.of()));

        assertEquals("order has no items", error.getMessage());
        verifyNoInteractions(payments);
    }

    private static OrderLine line(String sku, int quantity) {
        return new OrderLine(sku, quantity);
    }
}
