        public decimal RateFor(ProductCategory category)
        {
            switch (category)
            {
                case ProductCategory.Medicine:
                    return 0m;
                case ProductCategory.Food:
                case ProductCategory.Clothing:
                    return _reducedRate;
                default:
                    return _standardRate;
            }
        }
