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
