namespace Shop.Catalog.Controllers
{
    [ApiController]
    [Route("api/products")]
    public class ProductsController : ControllerBase
    {
        // ... existing actions ...

        // ... removed obsolete GetByLegacyCode action (legacy/{code}) ...

        // ... existing actions ...
    }
}
