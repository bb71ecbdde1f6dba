using Acme.Catalog.Api;
using Acme.Catalog.Data;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<CatalogDbContext>(options =>
    options.UseNpgsql(builder.Configuration.GetConnectionString("Catalog")));
builder.Services.AddScoped<IProductRepository, ProductRepository>();
builder.Services.AddScoped<ICategoryRepository, CategoryRepository>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<CatalogDbContext>();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseHttpsRedirection();

var products = app.MapGroup("/api/products");

products.MapGet("/", async (IProductRepository repo, int page = 1, int pageSize = 20) =>
    Results.Ok(await repo.ListAsync(page, pageSize)));

products.MapGet("/{id:int}", async (int id, IProductRepository repo) =>
    await repo.FindAsync(id) is { } product ? Results.Ok(product) : Results.NotFound());

products.MapGet("/search", async (string q, IProductRepository repo) =>
    string.IsNullOrWhiteSpace(q)
        ? Results.BadRequest("q is required")
        : Results.Ok(await repo.SearchAsync(q.Trim())));

products.MapPost("/", async (CreateProduct cmd, IProductRepository repo) =>
{
    var product = await repo.AddAsync(cmd);
    return Results.Created($"/api/products/{product.Id}", product);
});

products.MapDelete("/{id:int}", async (int id, IProductRepository repo) =>
    await repo.RemoveAsync(id) ? Results.NoContent() : Results.NotFound());

var categories = app.MapGroup("/api/categories");

categories.MapGet("/", async (ICategoryRepository repo) =>
    Results.Ok(await repo.ListAsync()));

categories.MapGet("/{slug}", async (string slug, ICategoryRepository repo) =>
    await repo.FindBySlugAsync(slug) is { } category ? Results.Ok(category) : Results.NotFound());

categories.MapGet("/{slug}/products", async (string slug, IProductRepository repo, int page = 1) =>
    Results.Ok(await repo.ListByCategoryAsync(slug, page, 20)));

app.MapHealthChecks("/healthz");

app.Run();
