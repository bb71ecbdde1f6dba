# ... existing imports ...

DEBUG = os.getenv("DEBUG", "0") == "1"
# other env vars
SENTRY_DSN = os.getenv("SENTRY_DSN")
SENTRY_ENV = os.getenv("SENTRY_ENV", "development")


# ... existing code ...
