"""A small reverse proxy in front of the legacy billing service."""

import logging
from collections.abc import Mapping

import httpx
from starlette.requests import Request
from starlette.responses import Response

log = logging.getLogger(__name__)

UPSTREAM = "http://billing-legacy.internal:8080"
HOP_BY_HOP = frozenset({
    "connection", "keep-alive", "proxy-authenticate", "proxy-authorization",
    "te", "trailers", "transfer-encoding", "upgrade",
})


def forward_headers(headers: Mapping[str, str], client_ip: str) -> dict[str, str]:
    out = {}
    for name, value in headers.items():
        lower = name.lower()
        if lower in HOP_BY_HOP:
            continue
        # Other headers pass through unchanged.
        out[name] = value
    return out


async def proxy(request: Request) -> Response:
    url = f"{UPSTREAM}{request.url.path}"
    headers = forward_headers(request.headers, request.client.host)
    async with httpx.AsyncClient(timeout=30) as client:
        upstream = await client.request(
            request.method, url, headers=headers, params=request.query_params,
            content=await request.body(),
        )
    log.info("%s %s -> %d", request.method, url, upstream.status_code)
    return Response(upstream.content, upstream.status_code, forward_headers(upstream.headers, ""))
