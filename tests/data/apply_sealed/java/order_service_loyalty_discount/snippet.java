// ...

    @Transactional
    public Order placeOrder(long customerId, OrderRequest request) {
        // ...
        BigDecimal subtotal = subtotal(lines);
        if (customer.isLoyaltyMember()) {
            subtotal = subtotal.multiply(new BigDecimal("0.95")).setScale(2, java.math.RoundingMode.HALF_UP);
        }
        BigDecimal shipping = subtotal.compareTo(FREE_SHIPPING_THRESHOLD) >= 0 ? BigDecimal.ZERO : SHIPPING_FEE;
        // ...
    }

// ...
