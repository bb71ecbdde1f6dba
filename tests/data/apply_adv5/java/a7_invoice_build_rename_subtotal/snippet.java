    public Invoice build(Order order, Customer customer) {
        BigDecimal subtotal = order.getLines().stream()
                .map(line -> line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);

        BigDecimal discount = discountPolicy.discountFor(customer, subtotal);
        // ... existing code ...

        BigDecimal taxable = subtotal.subtract(discount);
        BigDecimal tax = taxable.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        return new Invoice(order.getId(), customer.getId(), currency, subtotal, discount, tax,
                taxable.add(tax), issued, due);
    }
