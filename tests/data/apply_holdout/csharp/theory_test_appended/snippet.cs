        // ... existing tests ...

        [Fact]
        public void DiscountIsCapped()
        {
            Assert.Equal(50m, _calculator.DiscountFor(10_000m, CustomerTier.Gold));
        }

        [Theory]
        [MemberData(nameof(Tiers))]
        public void NegativeAmountThrows(CustomerTier tier)
        {
            Assert.Throws<System.ArgumentOutOfRangeException>(() => _calculator.DiscountFor(-1m, tier));
        }

        // ... existing code ...
