# ... existing code ...
    app.config.from_mapping(settings.as_flask_config())

    init_tracing(app, service_name=settings.service_name)
    init_db(app)
    register_error_handlers(app)
    # ... existing code ...
