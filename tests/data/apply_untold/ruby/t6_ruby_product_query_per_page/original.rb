# frozen_string_literal: true

module Search
  class ProductQuery
    DEFAULT_PER_PAGE = 24
    SORTS = {
      "relevance" => :relevance,
      "price_asc" => { price_cents: :asc },
      "price_desc" => { price_cents: :desc },
      "newest" => { published_at: :desc }
    }.freeze

    def initialize(scope = Product.published)
      @scope = scope
    end

    def call(term, page: 1, sort: "relevance")
      results = filter_by_term(@scope, term)
      results = apply_sort(results, sort, term)
      paginate(results, page)
    end

    def suggestions(term, limit: 5)
      return [] if term.to_s.strip.length < 2

      filter_by_term(@scope, term)
        .limit(limit)
        .pluck(:name)
    end

    private

    def filter_by_term(scope, term)
      return scope if term.blank?

      scope.where("products.search_vector @@ plainto_tsquery('simple', ?)", term)
    end

    def apply_sort(scope, sort, term)
      order = SORTS.fetch(sort, :relevance)
      return scope.order(order) unless order == :relevance
      return scope.order(published_at: :desc) if term.blank?

      scope.order(Arel.sql(
        ActiveRecord::Base.sanitize_sql_array(
          ["ts_rank(products.search_vector, plainto_tsquery('simple', ?)) DESC", term]
        )
      ))
    end

    def paginate(scope, page)
      page = [page.to_i, 1].max
      scope.offset((page - 1) * DEFAULT_PER_PAGE).limit(DEFAULT_PER_PAGE)
    end
  end
end
