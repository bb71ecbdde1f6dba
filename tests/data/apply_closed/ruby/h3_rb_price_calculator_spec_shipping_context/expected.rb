# frozen_string_literal: true

require "rails_helper"

RSpec.describe Checkout::PriceCalculator do
  let(:shirt) { build(:line_item, unit_price: BigDecimal("19.90"), quantity: 2) }
  let(:mug) { build(:line_item, unit_price: BigDecimal("8.50"), quantity: 1) }
  let(:line_items) { [shirt, mug] }
  let(:country) { "DE" }
  let(:coupon) { nil }

  subject(:calculator) { described_class.new(line_items: line_items, country: country, coupon: coupon) }

  describe "#subtotal" do
    it "sums unit price times quantity" do
      expect(calculator.subtotal).to eq(BigDecimal("48.30"))
    end

    context "without line items" do
      let(:line_items) { [] }

      it "is zero" do
        expect(calculator.subtotal).to eq(0)
      end
    end
  end

  describe "#discount" do
    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, :percentage, value: 10) }

      it "takes the percentage off the subtotal" do
        expect(calculator.discount).to eq(BigDecimal("4.83"))
      end
    end

    context "with a fixed coupon larger than the subtotal" do
      let(:coupon) { build(:coupon, :fixed, value: BigDecimal("100")) }

      it "caps the discount at the subtotal" do
        expect(calculator.discount).to eq(BigDecimal("48.30"))
      end
    end

    context "with an expired coupon" do
      let(:coupon) { build(:coupon, :percentage, :expired, value: 10) }

      it "gives no discount" do
        expect(calculator.discount).to eq(0)
      end
    end
  end

  describe "#shipping" do
    it "charges the flat rate below the threshold" do
      expect(calculator.shipping).to eq(BigDecimal("4.95"))
    end

    context "above the free shipping threshold" do
      let(:shirt) { build(:line_item, unit_price: BigDecimal("60.00"), quantity: 1) }

      it "is free" do
        expect(calculator.shipping).to eq(0)
      end
    end

    context "with a fixed coupon that brings the order below the threshold" do
      let(:shirt) { build(:line_item, unit_price: BigDecimal("45.00"), quantity: 1) }
      let(:coupon) { build(:coupon, :fixed, value: BigDecimal("5")) }

      it "charges shipping again" do
        expect(calculator.shipping).to eq(BigDecimal("4.95"))
      end
    end
  end

  describe "#tax" do
    it "applies the country rate to the discounted subtotal plus shipping" do
      expect(calculator.tax).to eq(BigDecimal("10.12"))
    end

    context "in a country without VAT" do
      let(:country) { "US" }

      it "is zero" do
        expect(calculator.tax).to eq(0)
      end
    end
  end
end
