import logging
import os

from flask import Flask
from flask_cors import CORS

from .db import db
from .views import api, admin


def create_app(config=None):
    app = Flask(__name__)
    app.config.from_object("app.settings.Default")
    app.config.from_envvar("APP_SETTINGS", silent=True)
    if config:
        app.config.update(config)

    logging.basicConfig(level=logging.INFO)
    db.init_app(app)
    CORS(app, origins=app.config["CORS_ORIGINS"])

    app.register_blueprint(api, url_prefix="/api")
    app.register_blueprint(admin, url_prefix="/admin")
    return app
