    public Order placeOrder(Customer customer, List<LineItem> items, String couponCode) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one line item");
        }
        BigDecimal subtotal = pricing.subtotal(items);
        if (couponCode != null && !couponCode.isBlank()) {
            subtotal = subtotal.subtract(pricing.discount(subtotal, couponCode.trim().toUpperCase()));
        }
        BigDecimal tax = pricing.tax(subtotal, customer.getAddress());
        // ... rest of the method unchanged ...
    }
