"""Orders service entry point."""

import logging

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.middleware.gzip import GZipMiddleware

from .config import settings
from .db import engine, init_db
from .routers import health, orders, payments

logger = logging.getLogger(__name__)

app = FastAPI(title="Orders API", version="1.4.0")

app.add_middleware(GZipMiddleware, minimum_size=1000)
app.add_middleware(CORSMiddleware, allow_origins=["http://localhost:3000"], allow_methods=["*"])

app.include_router(health.router)
app.include_router(orders.router, prefix="/orders", tags=["orders"])
app.include_router(payments.router, prefix="/payments", tags=["payments"])


@app.on_event("startup")
async def on_startup() -> None:
    logger.info("starting orders api (env=%s)", settings.env)
    await init_db(engine)


@app.on_event("shutdown")
async def on_shutdown() -> None:
    await engine.dispose()
    logger.info("orders api stopped")
