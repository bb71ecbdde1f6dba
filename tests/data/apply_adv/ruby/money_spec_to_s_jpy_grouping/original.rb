require "spec_helper"
require "money"

RSpec.describe Money do
  describe "#format" do
    it "formats USD with two decimals" do
      expect(Money.new(1050, "USD").format).to eq("$10.50")
    end

    it "formats EUR with the symbol" do
      expect(Money.new(1050, "EUR").format).to eq("€10.50")
    end

    it "formats JPY without decimals" do
      expect(Money.new(1500, "JPY").format).to eq("¥1500")
    end

    it "formats negative amounts" do
      expect(Money.new(-1050, "USD").format).to eq("-$10.50")
    end

    it "formats zero" do
      expect(Money.new(0, "USD").format).to eq("$0.00")
    end
  end

  describe "#to_s" do
    it "formats USD with two decimals" do
      expect(Money.new(1050, "USD").to_s).to eq("10.50 USD")
    end

    it "formats EUR with two decimals" do
      expect(Money.new(1050, "EUR").to_s).to eq("10.50 EUR")
    end

    it "formats JPY without decimals" do
      expect(Money.new(1500, "JPY").to_s).to eq("1500 JPY")
    end
  end

  describe "#+" do
    it "adds amounts in the same currency" do
      expect(Money.new(100, "USD") + Money.new(250, "USD")).to eq(Money.new(350, "USD"))
    end

    it "raises on currency mismatch" do
      expect { Money.new(100, "USD") + Money.new(100, "EUR") }.to raise_error(Money::CurrencyMismatch)
    end
  end
end
