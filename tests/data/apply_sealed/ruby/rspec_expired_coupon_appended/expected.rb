# frozen_string_literal: true

require "rails_helper"

RSpec.describe CheckoutService do
  subject(:service) { described_class.new(cart: cart, user: user) }

  let(:user) { create(:user) }
  let(:cart) { create(:cart, user: user) }
  let(:book) { create(:product, price_cents: 2_500) }
  let(:lamp) { create(:product, price_cents: 7_900) }

  before do
    cart.add(book, quantity: 2)
    cart.add(lamp, quantity: 1)
  end

  describe "#total" do
    it "sums the line items" do
      expect(service.total).to eq(Money.new(12_900, "USD"))
    end

    it "adds shipping below the free shipping threshold" do
      cart.remove(lamp)

      expect(service.total).to eq(Money.new(5_000 + 499, "USD"))
    end

    it "does not charge shipping for digital-only carts" do
      cart.clear
      cart.add(create(:product, :digital, price_cents: 1_200), quantity: 1)

      expect(service.total).to eq(Money.new(1_200, "USD"))
    end
  end

  describe "#apply_coupon" do
    it "applies a percentage coupon" do
      coupon = create(:coupon, code: "SPRING10", percent_off: 10)

      service.apply_coupon(coupon.code)

      expect(service.discount).to eq(Money.new(1_290, "USD"))
      expect(service.total).to eq(Money.new(11_610, "USD"))
    end

    it "applies a fixed amount coupon" do
      coupon = create(:coupon, code: "FIVEOFF", amount_off_cents: 500)

      service.apply_coupon(coupon.code)

      expect(service.discount).to eq(Money.new(500, "USD"))
      expect(service.total).to eq(Money.new(12_400, "USD"))
    end

    it "rejects an unknown coupon code" do
      expect { service.apply_coupon("NOPE") }
        .to raise_error(CheckoutService::InvalidCoupon, /not found/)

      expect(service.discount).to eq(Money.zero("USD"))
    end

    it "rejects a coupon that was already redeemed by the user" do
      coupon = create(:coupon, code: "ONCE", percent_off: 15, single_use: true)
      create(:redemption, coupon: coupon, user: user)

      expect { service.apply_coupon(coupon.code) }
        .to raise_error(CheckoutService::InvalidCoupon, /already used/)

      expect(service.discount).to eq(Money.zero("USD"))
    end

    it "rejects a coupon that has expired" do
      coupon = create(:coupon, code: "WINTER20", percent_off: 20, expires_at: 1.day.ago)

      expect { service.apply_coupon(coupon.code) }
        .to raise_error(CheckoutService::InvalidCoupon, /expired/)

      expect(service.discount).to eq(Money.zero("USD"))
    end
  end
end
