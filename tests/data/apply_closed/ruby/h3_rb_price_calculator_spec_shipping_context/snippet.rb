RSpec.describe Checkout::PriceCalculator do
  # ... existing code ...

  describe "#shipping" do
    # ... existing examples ...

    context "with a fixed coupon that brings the order below the threshold" do
      let(:shirt) { build(:line_item, unit_price: BigDecimal("45.00"), quantity: 1) }
      let(:coupon) { build(:coupon, :fixed, value: BigDecimal("5")) }

      it "charges shipping again" do
        expect(calculator.shipping).to eq(BigDecimal("4.95"))
      end
    end
  end

  # ... existing code ...
end
