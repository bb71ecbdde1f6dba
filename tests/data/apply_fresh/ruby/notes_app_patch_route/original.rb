require "sinatra/base"
require "json"
require_relative "note_store"

class NotesApp < Sinatra::Base
  configure do
    set :store, NoteStore.new(ENV.fetch("NOTES_DB", "notes.sqlite3"))
    set :show_exceptions, false
  end

  before do
    content_type :json
  end

  helpers do
    def json_body
      request.body.rewind
      JSON.parse(request.body.read)
    rescue JSON::ParserError
      halt 400, { error: "invalid JSON" }.to_json
    end

    def find_note!(id)
      settings.store.find(id) || halt(404, { error: "not found" }.to_json)
    end
  end

  get "/notes" do
    settings.store.all.map(&:to_h).to_json
  end

  get "/notes/:id" do
    find_note!(params[:id]).to_h.to_json
  end

  post "/notes" do
    attrs = json_body.slice("title", "body")
    halt 422, { error: "title is required" }.to_json if attrs["title"].to_s.strip.empty?

    note = settings.store.create(attrs)
    status 201
    note.to_h.to_json
  end

  delete "/notes/:id" do
    note = find_note!(params[:id])
    settings.store.delete(note.id)
    status 204
  end

  error do
    status 500
    { error: env["sinatra.error"].message }.to_json
  end
end
