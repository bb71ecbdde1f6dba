using System;
using Acme.Shop.Api.Auth;
using Acme.Shop.Api.Data;
using Acme.Shop.Api.Services;
using Microsoft.AspNetCore.Builder;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;

namespace Acme.Shop.Api
{
    public static class ServiceRegistration
    {
        public static IServiceCollection AddShopServices(this IServiceCollection services, IConfiguration config)
        {
            services.AddDbContext<ShopDbContext>(options =>
                options.UseNpgsql(config.GetConnectionString("Shop")));

            services.AddScoped<IProductService, ProductService>();
            services.AddScoped<ICartService, CartService>();
            services.AddScoped<IOrderService, OrderService>();
            services.AddScoped<IPaymentService, PaymentService>();
            services.AddSingleton<IClock, SystemClock>();

            services.AddAuthentication(ApiKeyDefaults.Scheme)
                .AddScheme<ApiKeyOptions, ApiKeyHandler>(ApiKeyDefaults.Scheme, null);
            services.AddAuthorization();

            services.AddControllers();
            services.AddEndpointsApiExplorer();
            services.AddSwaggerGen();

            return services;
        }

        public static WebApplication UseShopPipeline(this WebApplication app)
        {
            if (app.Environment.IsDevelopment())
            {
                app.UseSwagger();
                app.UseSwaggerUI();
            }

            app.UseHttpsRedirection();
            app.UseAuthentication();
            app.UseAuthorization();
            app.MapControllers();

            return app;
        }
    }
}
