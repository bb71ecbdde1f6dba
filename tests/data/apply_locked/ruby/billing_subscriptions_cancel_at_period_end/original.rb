class SubscriptionsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_subscription, only: %i[show update cancel resume]

  def index
    @subscriptions = current_user.subscriptions.includes(:plan).order(created_at: :desc)
  end

  def show
  end

  def new
    @subscription = current_user.subscriptions.new(plan: Plan.find_by!(slug: params[:plan]))
  end

  def create
    @subscription = current_user.subscriptions.new(subscription_params)

    if @subscription.save
      BillingMailer.with(subscription: @subscription).welcome.deliver_later
      redirect_to @subscription, notice: "Subscription started."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @subscription.update(subscription_params)
      redirect_to @subscription, notice: "Subscription updated."
    else
      render :show, status: :unprocessable_entity
    end
  end

  def cancel
    @subscription.update!(status: :canceled, canceled_at: Time.current)
    redirect_to subscriptions_path, notice: "Subscription canceled."
  end

  def resume
    if @subscription.canceled? && @subscription.current_period_end.future?
      @subscription.update!(status: :active, canceled_at: nil)
      redirect_to @subscription, notice: "Subscription resumed."
    else
      redirect_to @subscription, alert: "This subscription can no longer be resumed."
    end
  end

  private

  def set_subscription
    @subscription = current_user.subscriptions.find(params[:id])
  end

  def subscription_params
    params.require(:subscription).permit(:plan_id, :billing_interval, :coupon_code)
  end
end
