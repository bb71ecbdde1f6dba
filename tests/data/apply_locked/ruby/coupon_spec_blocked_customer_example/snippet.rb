# ... existing code ...

    it "is not applicable below the minimum subtotal" do
      coupon.minimum_subtotal = 100
      expect(coupon.applicable_to?(order)).to be(false)
    end

    it "is not applicable to orders from blocked customers" do
      order.customer = build(:customer, blocked: true)
      expect(coupon.applicable_to?(order)).to be(false)
    end
  end

# ... existing code ...
