# frozen_string_literal: true

class HoldsController < ApplicationController
  before_action :authenticate_member!
  before_action :set_title, only: %i[create]
  before_action :set_hold, only: %i[show destroy]

  MAX_ACTIVE_HOLDS = 15

  def index
    @holds = current_member.holds
                           .includes(:title, :pickup_branch)
                           .order(:queue_position)
  end

  def show; end

  def create
    if current_member.holds.active.count >= MAX_ACTIVE_HOLDS
      redirect_to title_path(@title), alert: t("holds.limit_reached", limit: MAX_ACTIVE_HOLDS)
      return
    end

    @hold = current_member.holds.build(
      title: @title,
      pickup_branch_id: hold_params[:pickup_branch_id],
      expires_on: Date.current + 180
    )

    if @hold.save
      HoldQueue.new(@title).reposition!
      redirect_to holds_path, notice: t("holds.created", title: @title.name)
    else
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    title = @hold.title
    @hold.destroy!
    HoldQueue.new(title).reposition!
    redirect_to holds_path, notice: t("holds.cancelled", title: title.name)
  end

  private

  def set_title
    @title = Title.find(params[:title_id])
  end

  def set_hold
    @hold = current_member.holds.find(params[:id])
  end

  def hold_params
    params.require(:hold).permit(:pickup_branch_id)
  end
end
