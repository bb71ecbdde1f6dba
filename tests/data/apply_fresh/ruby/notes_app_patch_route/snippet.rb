# ... keep existing code

  post "/notes" do
    attrs = json_body.slice("title", "body")
    halt 422, { error: "title is required" }.to_json if attrs["title"].to_s.strip.empty?

    note = settings.store.create(attrs)
    status 201
    note.to_h.to_json
  end

  patch "/notes/:id" do
    note = find_note!(params[:id])
    attrs = json_body.slice("title", "body")
    halt 422, { error: "title cannot be blank" }.to_json if attrs.key?("title") && attrs["title"].to_s.strip.empty?

    settings.store.update(note.id, attrs).to_h.to_json
  end

# ... keep existing code
