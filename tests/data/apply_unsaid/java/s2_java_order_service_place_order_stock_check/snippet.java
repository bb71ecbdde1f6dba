    @Transactional
    public Order placeOrder(long customerId, List<OrderLine> lines) {
        Customer customer = customers.findById(customerId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown customer " + customerId));
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("Order must contain at least one line");
        }
        for (OrderLine line : lines) {
            if (!inventory.isAvailable(line.getSku(), line.getQuantity())) {
                throw new OutOfStockException(line.getSku(), line.getQuantity());
            }
        }
        BigDecimal total = lines.stream()
                .map(OrderLine::lineTotal)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        Order order = new Order();
        order.setCustomer(customer);
        order.setLines(lines);
        order.setTotal(total);
        order.setStatus(OrderStatus.PENDING);
        order.setCreatedAt(Instant.now(clock));
        Order saved = orders.save(order);
        lines.forEach(line -> inventory.reserve(line.getSku(), line.getQuantity(), saved.getId()));
        return saved;
    }
