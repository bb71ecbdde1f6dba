"""The OpenAPI document lists the error responses the server really sends, in the OpenAI error shape.

FastAPI documents only 200 and its own 422 validation error; this server answers validation errors
with 400 and sends 401/404/408/413/429/503 from its guard, queue and routes. ``document_errors``
adds those to every route (a route may declare more, e.g. 422 on /v1/apply) and drops FastAPI's
422 schema where the route never sends a 422. With an API key, the routes behind it declare the
bearer scheme.
"""

from __future__ import annotations

from fastapi import FastAPI

from .errors import ErrorResponse
from .guard import OPEN_PATHS

DESCRIPTIONS = {
    400: "Invalid request: bad JSON, a wrong type or value (`param` names the field), a prompt too long",
    401: "Missing or wrong API key",
    404: "Unknown model (`model_not_found`)",
    408: "The request body stalled, the request ran out of time, or a merge ran over its budget",
    413: "The request body is larger than --max-body-bytes",
    422: "The snippet does not fit the file, or the answer was cut off (`apply_failed`)",
    429: "The queue is full (`queue_full`) or too many merges are running (`merges_busy`)",
    500: "Unexpected server error (details go to the server log only)",
    503: "The server is shutting down (`server_shutting_down`), or its engine worker stopped",
}

SSE_EVENT = {"type": "object", "required": ["data"], "properties": {"data": {"type": "string"}, "event": {"type": "string"}}}
STREAMED = {200: {"description": "The answer, or with `stream: true` server-sent events (JSON in each `data`)",
                  "content": {"text/event-stream": {"schema": SSE_EVENT}}}}


def error_responses(*codes: int) -> dict[int | str, dict]:
    return {code: {"model": ErrorResponse, "description": DESCRIPTIONS[code]} for code in codes}


def operation_errors(path: str, operation: dict) -> tuple[int, ...]:
    """What any route may answer: 500, 503 (shutting down); behind the key 401; with a body 400, 404
    (model), 408, 413, 429; with a path parameter 404."""
    codes = {500, 503}
    if path not in OPEN_PATHS:
        codes.add(401)
    if "requestBody" in operation:
        codes |= {400, 404, 408, 413, 429}
    if "{" in path:
        codes.add(404)
    return tuple(sorted(codes))


def document_errors(app: FastAPI, bearer: bool = False, merge_only: bool = False, context: int | None = None) -> None:
    """Call after every route is added: the OpenAPI document (built on first use) gets the errors, and
    with ``bearer`` (an API key is set) the bearer scheme on every route behind the key; on a server
    without a model (``merge_only``) /v1/apply takes no ``engine: "model"`` (503 there); with the
    model's ``context`` (tokens), the most messages and prompt token ids a request may hold."""
    generate = app.openapi

    def openapi() -> dict:
        if app.openapi_schema is None:
            schema = generate()
            for path, operations in schema.get("paths", {}).items():
                for operation in operations.values():
                    responses = operation.setdefault("responses", {})
                    if "HTTPValidationError" in str(responses.get("422", "")):  # FastAPI's, never sent
                        del responses["422"]
                    for code in operation_errors(path, operation):
                        responses.setdefault(str(code), {"description": DESCRIPTIONS[code], "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}})
                    if bearer and path not in OPEN_PATHS:
                        operation["security"] = [{"bearer": []}]
            components = schema.setdefault("components", {})
            schemas = components.setdefault("schemas", {})
            for name in ("HTTPValidationError", "ValidationError"):
                schemas.pop(name, None)
            error_schema = ErrorResponse.model_json_schema(ref_template="#/components/schemas/{model}")
            schemas.update(error_schema.pop("$defs", {}))
            schemas["ErrorResponse"] = error_schema
            if merge_only:
                schemas["ApplyRequest"]["properties"]["engine"]["enum"] = ["auto", "merge", None]
            if context is not None:  # each message and each token id takes a token at least (limits.py)
                messages = schemas["ChatCompletionRequest"]["properties"]["messages"]
                messages["maxItems"] = min(messages["maxItems"], context)
                token_ids = schemas["CompletionRequest"]["properties"]["prompt"]["anyOf"][1]
                token_ids["maxItems"] = context
            if bearer:
                components["securitySchemes"] = {"bearer": {"type": "http", "scheme": "bearer",
                                                            "description": "the server's --api-key"}}
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi
