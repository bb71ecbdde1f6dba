require "spec_helper"
require "cart"

RSpec.describe Cart do
  let(:cart) { described_class.new }
  let(:apple) { Product.new(sku: "APL", price_cents: 50) }
  let(:pear) { Product.new(sku: "PER", price_cents: 75) }

  describe "#add" do
    it "adds a new line for an unseen product" do
      cart.add(apple)
      expect(cart.lines.size).to eq(1)
    end

    it "increments the quantity for a product already in the cart" do
      cart.add(apple)
      cart.add(apple, quantity: 2)
      expect(cart.quantity_of(apple)).to eq(3)
    end

    it "rejects non-positive quantities" do
      expect { cart.add(apple, quantity: 0) }.to raise_error(ArgumentError)
    end
  end

  describe "#total_cents" do
    it "is zero for an empty cart" do
      expect(cart.total_cents).to eq(0)
    end

    it "sums price times quantity across lines" do
      cart.add(apple, quantity: 2)
      cart.add(pear)
      expect(cart.total_cents).to eq(175)
    end

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

  describe "#remove" do
    it "drops the line for the product" do
      cart.add(apple)
      cart.remove(apple)
      expect(cart.lines).to be_empty
    end

    it "does nothing for a product not in the cart" do
      cart.add(apple)
      cart.remove(pear)
      expect(cart.lines.size).to eq(1)
    end
  end
end
