# ... existing specs ...

    it "rejects a coupon that has expired" do
      coupon = create(:coupon, code: "WINTER20", percent_off: 20, expires_at: 1.day.ago)

      expect { service.apply_coupon(coupon.code) }
        .to raise_error(CheckoutService::InvalidCoupon, /expired/)

      expect(service.discount).to eq(Money.zero("USD"))
    end
  end
end
