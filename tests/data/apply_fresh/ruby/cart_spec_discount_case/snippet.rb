  # ... existing #add examples ...

  describe "#total_cents" do
    # ... existing examples ...

    it "applies a percentage discount code" do
      cart.add(pear, quantity: 4)
      cart.apply_discount("TENOFF")
      expect(cart.total_cents).to eq(270)
    end

    it "ignores an unknown discount code" do
      cart.add(pear, quantity: 4)
      cart.apply_discount("BOGUS")
      expect(cart.total_cents).to eq(300)
    end
  end

  # ... #remove examples unchanged ...
