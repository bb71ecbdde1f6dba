using System.Collections.Generic;
using Xunit;

namespace Acme.Pricing.Tests
{
    public class DiscountCalculatorTests
    {
        private readonly DiscountCalculator _calculator = new DiscountCalculator();

        [Fact]
        public void NoDiscountBelowThreshold()
        {
            Assert.Equal(0m, _calculator.DiscountFor(49.99m, CustomerTier.Standard));
        }

        [Fact]
        public void StandardTierGetsFivePercent()
        {
            Assert.Equal(5m, _calculator.DiscountFor(100m, CustomerTier.Standard));
        }

        [Fact]
        public void GoldTierGetsTenPercent()
        {
            Assert.Equal(10m, _calculator.DiscountFor(100m, CustomerTier.Gold));
        }

        [Fact]
        public void DiscountIsCapped()
        {
            Assert.Equal(50m, _calculator.DiscountFor(10_000m, CustomerTier.Gold));
        }

        public static IEnumerable<object[]> Tiers => new List<object[]>
        {
            new object[] { CustomerTier.Standard },
            new object[] { CustomerTier.Gold },
        };
    }
}
