app.add_middleware(
    CORSMiddleware,
    max_age=3600,
    # ... rest unchanged ...
)
