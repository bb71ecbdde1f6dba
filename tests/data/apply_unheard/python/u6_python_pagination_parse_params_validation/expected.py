from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from werkzeug.exceptions import BadRequest

DEFAULT_PAGE_SIZE = 25
MAX_PAGE_SIZE = 100


@dataclass(frozen=True)
class PageParams:
    page: int
    per_page: int
    sort: str
    descending: bool

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.per_page


@dataclass(frozen=True)
class Page:
    items: Sequence[Any]
    total: int
    params: PageParams

    @property
    def pages(self) -> int:
        if self.total == 0:
            return 1
        return (self.total + self.params.per_page - 1) // self.params.per_page

    @property
    def has_next(self) -> bool:
        return self.params.page < self.pages

    @property
    def has_prev(self) -> bool:
        return self.params.page > 1


def parse_page_params(args: Mapping[str, str], allowed_sorts: Sequence[str]) -> PageParams:
    try:
        page = int(args.get("page", 1))
        per_page = int(args.get("per_page", DEFAULT_PAGE_SIZE))
    except ValueError:
        raise BadRequest("page and per_page must be integers")
    if page < 1:
        raise BadRequest("page must be >= 1")
    per_page = max(1, min(per_page, MAX_PAGE_SIZE))

    sort = args.get("sort", allowed_sorts[0])
    descending = sort.startswith("-")
    if descending:
        sort = sort[1:]
    if sort not in allowed_sorts:
        raise BadRequest(f"cannot sort by {sort!r}; allowed: {', '.join(allowed_sorts)}")
    return PageParams(page=page, per_page=per_page, sort=sort, descending=descending)


def paginate(query, params: PageParams) -> Page:
    column = getattr(query.column_descriptions[0]["entity"], params.sort)
    ordered = query.order_by(column.desc() if params.descending else column.asc())
    total = ordered.count()
    items = ordered.limit(params.per_page).offset(params.offset).all()
    return Page(items=items, total=total, params=params)


def page_links(base_url: str, page: Page) -> dict:
    def link(number: int) -> str:
        return f"{base_url}?page={number}&per_page={page.params.per_page}"

    links = {"self": link(page.params.page), "first": link(1), "last": link(page.pages)}
    if page.has_next:
        links["next"] = link(page.params.page + 1)
    if page.has_prev:
        links["prev"] = link(page.params.page - 1)
    return links


def page_meta(page: Page) -> dict:
    return {
        "page": page.params.page,
        "per_page": page.params.per_page,
        "total": page.total,
        "pages": page.pages,
    }
