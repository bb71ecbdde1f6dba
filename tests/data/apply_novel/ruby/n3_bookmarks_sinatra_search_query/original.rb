# frozen_string_literal: true

require "sinatra/base"
require "sinatra/json"
require_relative "models/bookmark"

class BookmarksApp < Sinatra::Base
  helpers Sinatra::JSON

  configure do
    set :show_exceptions, false
    set :per_page, 25
  end

  helpers do
    def current_page
      [params.fetch("page", 1).to_i, 1].max
    end

    def find_bookmark!
      Bookmark.find_by(id: params[:id]) || halt(404, json(error: "not found"))
    end

    def bookmark_params
      payload = JSON.parse(request.body.read)
      payload.slice("url", "title", "tags")
    rescue JSON::ParserError
      halt 400, json(error: "invalid JSON")
    end
  end

  get "/bookmarks" do
    scope = Bookmark.order(created_at: :desc)
    scope = scope.tagged(params["tag"]) if params["tag"]
    bookmarks = scope.offset((current_page - 1) * settings.per_page).limit(settings.per_page)
    json bookmarks.map(&:as_json)
  end

  get "/bookmarks/:id" do
    json find_bookmark!.as_json
  end

  post "/bookmarks" do
    bookmark = Bookmark.new(bookmark_params)
    halt 422, json(errors: bookmark.errors.full_messages) unless bookmark.save
    status 201
    json bookmark.as_json
  end

  patch "/bookmarks/:id" do
    bookmark = find_bookmark!
    halt 422, json(errors: bookmark.errors.full_messages) unless bookmark.update(bookmark_params)
    json bookmark.as_json
  end

  delete "/bookmarks/:id" do
    find_bookmark!.destroy
    status 204
  end

  error do
    json error: env["sinatra.error"].message
  end
end
