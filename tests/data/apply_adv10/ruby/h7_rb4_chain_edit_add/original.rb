class OrdersController < ApplicationController
  before_action :authenticate_user!

  def index
    @orders = current_user.orders
      .where(status: params[:status])
      .order(created_at: :desc)
      .page(params[:page])
  end

  def show
    @order = current_user.orders.find(params[:id])
  end
end
