    @Transactional
    public Order placeOrder(long customerId, List<OrderLine> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("order must contain at least one line");
        }
        BigDecimal total = BigDecimal.ZERO;
        for (OrderLine line : lines) {
            if (line.quantity() <= 0) {
                throw new IllegalArgumentException("quantity must be positive for product " + line.productId());
            }
            Product product = products.findById(line.productId())
                    .orElseThrow(() -> new UnknownProductException(line.productId()));
            if (!product.active()) {
                throw new UnknownProductException(line.productId());
            }
            total = total.add(product.price().multiply(BigDecimal.valueOf(line.quantity())));
        }
        Order order = new Order(customerId, List.copyOf(lines), total, Instant.now(clock));
        return orders.save(order);
    }
