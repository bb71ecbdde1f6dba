# ... existing code ...
    init_tracing(app, service_name=settings.service_name)
    init_db(app)
    register_error_handlers(app)
    app.register_blueprint(api, url_prefix="/api")

    @app.get("/healthz")
    # ... existing code ...
