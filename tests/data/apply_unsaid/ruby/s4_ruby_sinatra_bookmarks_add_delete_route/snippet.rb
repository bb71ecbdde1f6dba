# ... existing routes ...

delete "/bookmarks/:id" do
  bookmark = find_bookmark!(params[:id])
  Bookmarks.where(id: bookmark[:id]).delete
  status 204
  body ""
end
