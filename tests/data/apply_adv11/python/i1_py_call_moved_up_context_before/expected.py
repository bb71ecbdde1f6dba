import logging

from flask import Flask

from .config import Settings
from .db import init_db
from .errors import register_error_handlers
from .routes import api
from .telemetry import init_tracing

log = logging.getLogger(__name__)


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings.from_env()
    app = Flask(__name__)
    app.config.from_mapping(settings.as_flask_config())

    init_tracing(app, service_name=settings.service_name)
    init_db(app)
    register_error_handlers(app)
    app.register_blueprint(api, url_prefix="/api")

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    log.info("app created (env=%s)", settings.env)
    return app
