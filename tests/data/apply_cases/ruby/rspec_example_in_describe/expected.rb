require "rails_helper"

RSpec.describe Cart do
  let(:user) { create(:user) }
  let(:cart) { described_class.new(user: user) }
  let(:book) { create(:product, price_cents: 1_500) }
  let(:pen) { create(:product, price_cents: 250) }

  describe "#add" do
    it "adds a new line for a new product" do
      cart.add(book)
      expect(cart.lines.size).to eq(1)
    end

    it "increments the quantity for a product already in the cart" do
      cart.add(book)
      cart.add(book)
      expect(cart.lines.first.quantity).to eq(2)
    end

    it "raises for a negative quantity" do
      expect { cart.add(book, quantity: -1) }.to raise_error(ArgumentError)
    end
  end

  describe "#total_cents" do
    it "is zero for an empty cart" do
      expect(cart.total_cents).to eq(0)
    end

    it "sums price times quantity" do
      cart.add(book, quantity: 2)
      cart.add(pen)
      expect(cart.total_cents).to eq(3_250)
    end
  end

  describe "#clear" do
    it "removes every line" do
      cart.add(book)
      cart.clear
      expect(cart.lines).to be_empty
    end
  end
end
