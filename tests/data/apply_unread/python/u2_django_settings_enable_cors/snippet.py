INSTALLED_APPS = [
    # ... django.contrib apps as before ...
    "rest_framework",
    "django_filters",
    "corsheaders",
    # ... project apps unchanged ...
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    # ... remaining middleware unchanged ...
]

# ... database, auth and i18n settings unchanged ...

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"

CORS_ALLOWED_ORIGINS = env.list("CORS_ALLOWED_ORIGINS", default=["http://localhost:3000"])
CORS_ALLOW_CREDENTIALS = True

# ... REST framework and logging config unchanged ...
