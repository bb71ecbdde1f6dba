using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

// ... existing code ...

        private readonly IProductService _products;
        private readonly ILogger<ProductsController> _logger;

        public ProductsController(IProductService products, ILogger<ProductsController> logger)
        {
            _products = products;
            _logger = logger;
        }

        // ... existing code ...
