"""OpenAI-compatible HTTP server: protocol models, serving (worker + queue), routes, `fastapply serve`.

FastAPI and uvicorn are imported only by :mod:`.app` and the ``serve`` handler, so the rest of the
package works without them.
"""
