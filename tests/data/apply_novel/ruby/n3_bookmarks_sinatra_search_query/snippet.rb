# ...

  get "/bookmarks" do
    scope = Bookmark.order(created_at: :desc)
    scope = scope.tagged(params["tag"]) if params["tag"]
    scope = scope.where("title ILIKE ?", "%#{params['q']}%") if params["q"].present?
    total = scope.count
    bookmarks = scope.offset((current_page - 1) * settings.per_page).limit(settings.per_page)
    headers "X-Total-Count" => total.to_s
    json bookmarks.map(&:as_json)
  end

# ... rest of the code ...
