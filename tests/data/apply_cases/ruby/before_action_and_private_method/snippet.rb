class ArticlesController < ApplicationController
  before_action :authenticate_user!, except: %i[index show]
  before_action :set_article, only: %i[show edit update destroy]
  before_action :authorize_author!, only: %i[edit update destroy]

  # ...

  private

  def set_article
    @article = Article.find(params[:id])
  end

  def authorize_author!
    redirect_to @article, alert: "Not allowed." unless @article.user == current_user
  end

  # ...
end
