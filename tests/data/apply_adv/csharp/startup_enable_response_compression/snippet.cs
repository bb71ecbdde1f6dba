        public void ConfigureServices(IServiceCollection services)
        {
            // ... db context, identity and auth registrations as before ...

            services.AddControllers();
            services.AddResponseCompression(options =>
            {
                options.EnableForHttps = true;
            });

            // ... swagger and health checks unchanged ...
        }

        public void Configure(IApplicationBuilder app, IWebHostEnvironment env)
        {
            // ... environment-specific error handling as before ...

            app.UseHttpsRedirection();
            app.UseResponseCompression();
            app.UseRouting();

            // ... auth middleware and endpoint mapping unchanged ...
        }
