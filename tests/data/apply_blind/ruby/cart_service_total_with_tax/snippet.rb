module Checkout
  class CartService
    # ... existing code ...

    def total(tax_rate: 0)
      taxable = [subtotal - discount, 0].max
      tax = (taxable * tax_rate).round
      taxable + tax
    end

    # ... existing code ...
  end
end
