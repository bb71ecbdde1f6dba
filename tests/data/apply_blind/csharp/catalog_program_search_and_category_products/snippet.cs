// ... usings, service registrations and middleware unchanged ...

var products = app.MapGroup("/api/products");

// ... list and get-by-id product endpoints unchanged ...

products.MapGet("/search", async (string q, IProductRepository repo) =>
    string.IsNullOrWhiteSpace(q)
        ? Results.BadRequest("q is required")
        : Results.Ok(await repo.SearchAsync(q.Trim())));

products.MapPost("/", async (CreateProduct cmd, IProductRepository repo) =>
// ... create/delete product endpoints and the category list endpoint unchanged ...

categories.MapGet("/{slug}", async (string slug, ICategoryRepository repo) =>
    await repo.FindBySlugAsync(slug) is { } category ? Results.Ok(category) : Results.NotFound());

categories.MapGet("/{slug}/products", async (string slug, IProductRepository repo, int page = 1) =>
    Results.Ok(await repo.ListByCategoryAsync(slug, page, 20)));

// ... health checks and app.Run() as before ...
