  def article_params
    params.require(:article).permit(:title, :body, :published_at, :tag_list)
  end
