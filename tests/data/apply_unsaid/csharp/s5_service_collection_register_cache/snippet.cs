    public static IServiceCollection AddCatalogApplication(this IServiceCollection services, IConfiguration configuration)
    {
        services.Configure<PricingOptions>(configuration.GetSection("Pricing"));
        services.Configure<ImageOptions>(configuration.GetSection("Images"));
        services.Configure<CacheOptions>(configuration.GetSection("Cache"));

        // ... existing service registrations ...
        services.AddSingleton<IClock, SystemClock>();

        services.AddStackExchangeRedisCache(options =>
        {
            options.Configuration = configuration.GetConnectionString("Redis");
            options.InstanceName = "catalog:";
        });
        services.Decorate<IProductService, CachedProductService>();

        // ... HttpClient setup ...

        return services;
    }
