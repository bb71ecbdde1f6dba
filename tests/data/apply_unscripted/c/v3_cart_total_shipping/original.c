#include <stdlib.h>
#include <string.h>

#include "cart.h"

#define CART_INITIAL_CAPACITY 8

cart_t *cart_new(const char *customer_id)
{
    cart_t *cart = calloc(1, sizeof(*cart));
    if (cart == NULL) {
        return NULL;
    }
    cart->items = calloc(CART_INITIAL_CAPACITY, sizeof(cart_item_t));
    if (cart->items == NULL) {
        free(cart);
        return NULL;
    }
    cart->capacity = CART_INITIAL_CAPACITY;
    strncpy(cart->customer_id, customer_id, sizeof(cart->customer_id) - 1);
    return cart;
}

static cart_item_t *cart_find(cart_t *cart, const char *isbn)
{
    for (size_t i = 0; i < cart->count; i++) {
        if (strcmp(cart->items[i].isbn, isbn) == 0) {
            return &cart->items[i];
        }
    }
    return NULL;
}

int cart_add(cart_t *cart, const char *isbn, unsigned quantity, unsigned unit_price_pence)
{
    cart_item_t *existing = cart_find(cart, isbn);
    if (existing != NULL) {
        existing->quantity += quantity;
        return 0;
    }
    if (cart->count == cart->capacity) {
        size_t new_capacity = cart->capacity * 2;
        cart_item_t *grown = realloc(cart->items, new_capacity * sizeof(cart_item_t));
        if (grown == NULL) {
            return -1;
        }
        cart->items = grown;
        cart->capacity = new_capacity;
    }
    cart_item_t *item = &cart->items[cart->count++];
    memset(item, 0, sizeof(*item));
    strncpy(item->isbn, isbn, sizeof(item->isbn) - 1);
    item->quantity = quantity;
    item->unit_price_pence = unit_price_pence;
    return 0;
}

/* Total number of books in the cart, counting quantities. */
unsigned cart_item_count(const cart_t *cart)
{
    unsigned count = 0;
    for (size_t i = 0; i < cart->count; i++) {
        count += cart->items[i].quantity;
    }
    return count;
}

/* Sum of line totals in pence, before discounts and shipping. */
unsigned long cart_subtotal(const cart_t *cart)
{
    unsigned long subtotal = 0;
    for (size_t i = 0; i < cart->count; i++) {
        subtotal += (unsigned long)cart->items[i].quantity * cart->items[i].unit_price_pence;
    }
    return subtotal;
}

unsigned long cart_total(const cart_t *cart)
{
    unsigned long subtotal = cart_subtotal(cart);
    unsigned long discount = subtotal * cart->discount_percent / 100;
    return subtotal - discount;
}

void cart_free(cart_t *cart)
{
    if (cart == NULL) {
        return;
    }
    free(cart->items);
    free(cart);
}
