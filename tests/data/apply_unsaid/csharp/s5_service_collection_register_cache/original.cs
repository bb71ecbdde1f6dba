using System;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Catalog.Application;
using Catalog.Infrastructure.Messaging;
using Catalog.Infrastructure.Persistence;
using Catalog.Infrastructure.Search;

namespace Catalog.Api.Extensions;

public static class ServiceCollectionExtensions
{
    public static IServiceCollection AddCatalogPersistence(this IServiceCollection services, IConfiguration configuration)
    {
        var connectionString = configuration.GetConnectionString("Catalog")
            ?? throw new InvalidOperationException("Connection string 'Catalog' is missing.");

        services.AddDbContext<CatalogDbContext>(options => options.UseNpgsql(connectionString));
        services.AddScoped<IProductRepository, ProductRepository>();
        services.AddScoped<ICategoryRepository, CategoryRepository>();
        services.AddScoped<IUnitOfWork, UnitOfWork>();

        return services;
    }

    public static IServiceCollection AddCatalogApplication(this IServiceCollection services, IConfiguration configuration)
    {
        services.Configure<PricingOptions>(configuration.GetSection("Pricing"));
        services.Configure<ImageOptions>(configuration.GetSection("Images"));

        services.AddScoped<IProductService, ProductService>();
        services.AddScoped<ICategoryService, CategoryService>();
        services.AddScoped<IPricingService, PricingService>();
        services.AddSingleton<ISlugGenerator, SlugGenerator>();
        services.AddSingleton<IClock, SystemClock>();

        services.AddHttpClient<IImageResizer, ImageResizerClient>(client =>
        {
            client.BaseAddress = new Uri(configuration["Images:ResizerUrl"]!);
            client.Timeout = TimeSpan.FromSeconds(10);
        });

        return services;
    }

    public static IServiceCollection AddCatalogMessaging(this IServiceCollection services, IConfiguration configuration)
    {
        services.Configure<RabbitMqOptions>(configuration.GetSection("RabbitMq"));
        services.AddSingleton<IMessageBus, RabbitMqMessageBus>();
        services.AddHostedService<OutboxDispatcher>();

        return services;
    }

    public static IServiceCollection AddCatalogSearch(this IServiceCollection services, IConfiguration configuration)
    {
        services.Configure<ElasticOptions>(configuration.GetSection("Elastic"));
        services.AddSingleton<ISearchIndex, ElasticSearchIndex>();
        services.AddScoped<IProductSearch, ProductSearch>();

        return services;
    }
}
