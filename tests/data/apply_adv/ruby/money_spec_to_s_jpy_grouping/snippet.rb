# ... existing specs ...

  describe "#to_s" do
    # ...

    it "formats JPY without decimals" do
      expect(Money.new(150_000, "JPY").to_s).to eq("150,000 JPY")
    end
  end

# ... existing specs ...
