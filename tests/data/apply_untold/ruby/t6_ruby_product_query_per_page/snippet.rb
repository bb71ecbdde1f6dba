    def call(term, page: 1, sort: "relevance", per_page: DEFAULT_PER_PAGE)
      results = filter_by_term(@scope, term)
      results = apply_sort(results, sort, term)
      paginate(results, page, per_page)
    end

    # ... unchanged ...

    def paginate(scope, page, per_page)
      page = [page.to_i, 1].max
      per_page = per_page.to_i.clamp(1, 100)
      scope.offset((page - 1) * per_page).limit(per_page)
    end
