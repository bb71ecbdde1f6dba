  describe "#add" do
    # ... existing examples ...

    it "raises for a negative quantity" do
      expect { cart.add(book, quantity: -1) }.to raise_error(ArgumentError)
    end
  end
