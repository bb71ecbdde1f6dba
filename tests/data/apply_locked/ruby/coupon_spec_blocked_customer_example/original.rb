require "rails_helper"

RSpec.describe Coupon, type: :model do
  subject(:coupon) { build(:coupon, code: "SPRING24", percent_off: 20, max_redemptions: 100) }

  describe "validations" do
    it { is_expected.to validate_presence_of(:code) }
    it { is_expected.to validate_uniqueness_of(:code).case_insensitive }
    it { is_expected.to validate_numericality_of(:percent_off).is_greater_than(0).is_less_than_or_equal_to(100) }
  end

  describe "#applicable_to?" do
    let(:order) { build(:order, subtotal: 80) }

    it "is applicable to an order while active" do
      expect(coupon.applicable_to?(order)).to be(true)
    end

    it "is not applicable once expired" do
      coupon.expires_at = 1.day.ago
      expect(coupon.applicable_to?(order)).to be(false)
    end

    it "is not applicable when redemptions are exhausted" do
      coupon.redemptions_count = 100
      expect(coupon.applicable_to?(order)).to be(false)
    end

    it "is not applicable below the minimum subtotal" do
      coupon.minimum_subtotal = 100
      expect(coupon.applicable_to?(order)).to be(false)
    end
  end

  describe "#discount_for" do
    it "returns the percentage of the subtotal" do
      order = build(:order, subtotal: 50)
      expect(coupon.discount_for(order)).to eq(10)
    end

    it "caps the discount at max_discount" do
      coupon.max_discount = 5
      order = build(:order, subtotal: 50)
      expect(coupon.discount_for(order)).to eq(5)
    end

    it "rounds to two decimals" do
      order = build(:order, subtotal: 33.33)
      expect(coupon.discount_for(order)).to eq(6.67)
    end
  end
end
