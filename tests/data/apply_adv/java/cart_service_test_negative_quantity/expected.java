package com.acme.shop.cart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

import com.acme.shop.catalog.Product;
import com.acme.shop.catalog.ProductRepository;

@ExtendWith(MockitoExtension.class)
class CartServiceTest {

    @Mock
    private ProductRepository products;

    @Mock
    private CartRepository carts;

    private CartService service;

    @BeforeEach
    void setUp() {
        service = new CartService(products, carts);
    }

    @Test
    void addsNewProductToEmptyCart() {
        when(products.findBySku("SKU-1")).thenReturn(Optional.of(new Product("SKU-1", new BigDecimal("9.99"))));
        when(carts.findOrCreate("user-1")).thenReturn(new Cart("user-1"));

        Cart cart = service.addItem("user-1", "SKU-1", 2);

        assertThat(cart.lines()).hasSize(1);
        assertThat(cart.total()).isEqualByComparingTo("19.98");
        verify(carts).save(cart);
    }

    @Test
    void increasesQuantityWhenProductAlreadyInCart() {
        Cart existing = new Cart("user-1");
        existing.add(new Product("SKU-1", new BigDecimal("9.99")), 1);
        when(products.findBySku("SKU-1")).thenReturn(Optional.of(new Product("SKU-1", new BigDecimal("9.99"))));
        when(carts.findOrCreate("user-1")).thenReturn(existing);

        Cart cart = service.addItem("user-1", "SKU-1", 3);

        assertThat(cart.lines()).hasSize(1);
        assertThat(cart.lines().get(0).quantity()).isEqualTo(4);
        verify(carts).save(cart);
    }

    @Test
    void rejectsUnknownProduct() {
        when(products.findBySku("NOPE")).thenReturn(Optional.empty());

        assertThatThrownBy(() -> service.addItem("user-1", "NOPE", 1))
                .isInstanceOf(ProductNotFoundException.class)
                .hasMessageContaining("NOPE");
        verify(carts, never()).save(any());
    }

    @Test
    void removesLineWhenQuantityDropsToZero() {
        Cart existing = new Cart("user-1");
        existing.add(new Product("SKU-1", new BigDecimal("9.99")), 1);
        when(carts.findOrCreate("user-1")).thenReturn(existing);

        Cart cart = service.updateQuantity("user-1", "SKU-1", 0);

        assertThat(cart.lines()).isEmpty();
        verify(carts).save(cart);
    }

    @Test
    void rejectsNegativeQuantity() {
        assertThatThrownBy(() -> service.addItem("user-1", "SKU-1", -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("quantity must be positive");
        verify(products, never()).findBySku(any());
        verify(carts, never()).save(any());
    }
}
