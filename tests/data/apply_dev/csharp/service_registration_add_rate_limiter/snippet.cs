using System;
using System.Threading.RateLimiting;
using Acme.Shop.Api.Auth;
// ... keep existing code

            services.AddAuthorization();

            services.AddRateLimiter(options =>
            {
                options.RejectionStatusCode = 429;
                options.AddFixedWindowLimiter("api", limiter =>
                {
                    limiter.PermitLimit = config.GetValue("RateLimit:PermitsPerMinute", 120);
                    limiter.Window = TimeSpan.FromMinutes(1);
                    limiter.QueueLimit = 0;
                });
            });

            services.AddControllers();
// ... keep existing code
            app.UseAuthorization();
            app.UseRateLimiter();
            app.MapControllers();
// ... keep existing code
