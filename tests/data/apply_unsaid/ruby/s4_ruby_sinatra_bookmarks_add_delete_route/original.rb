# frozen_string_literal: true

require "sinatra"
require "sinatra/json"
require "sequel"

DB = Sequel.connect(ENV.fetch("DATABASE_URL", "sqlite://bookmarks.db"))

DB.create_table?(:bookmarks) do
  primary_key :id
  String :url, null: false
  String :title
  String :tags, default: ""
  DateTime :created_at
end

Bookmarks = DB[:bookmarks]

helpers do
  def parse_body
    JSON.parse(request.body.read)
  rescue JSON::ParserError
    halt 400, json(error: "invalid JSON")
  end

  def find_bookmark!(id)
    Bookmarks.where(id: id.to_i).first || halt(404, json(error: "not found"))
  end

  def serialize(row)
    row.merge(tags: row[:tags].to_s.split(","))
  end
end

before do
  content_type :json
end

get "/bookmarks" do
  scope = Bookmarks.order(Sequel.desc(:created_at))
  scope = scope.where(Sequel.like(:tags, "%#{params[:tag]}%")) if params[:tag]
  json scope.all.map { |row| serialize(row) }
end

get "/bookmarks/:id" do
  json serialize(find_bookmark!(params[:id]))
end

post "/bookmarks" do
  data = parse_body
  halt 422, json(error: "url is required") if data["url"].to_s.strip.empty?

  id = Bookmarks.insert(
    url: data["url"],
    title: data["title"],
    tags: Array(data["tags"]).join(","),
    created_at: Time.now
  )
  status 201
  json serialize(Bookmarks.where(id: id).first)
end

put "/bookmarks/:id" do
  bookmark = find_bookmark!(params[:id])
  data = parse_body
  changes = {}
  changes[:url] = data["url"] if data.key?("url")
  changes[:title] = data["title"] if data.key?("title")
  changes[:tags] = Array(data["tags"]).join(",") if data.key?("tags")
  Bookmarks.where(id: bookmark[:id]).update(changes) unless changes.empty?
  json serialize(Bookmarks.where(id: bookmark[:id]).first)
end
