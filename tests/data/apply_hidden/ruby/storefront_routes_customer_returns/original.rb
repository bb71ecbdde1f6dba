Rails.application.routes.draw do
  get "up" => "rails/health#show", as: :rails_health_check

  root "storefront#home"

  devise_for :customers, controllers: {
    sessions: "customers/sessions",
    registrations: "customers/registrations"
  }

  resources :products, only: %i[index show] do
    resources :reviews, only: %i[index create]
    get :quick_view, on: :member
  end

  resources :categories, only: %i[index show], param: :slug

  resource :cart, only: %i[show update destroy] do
    post :add_item
    delete :remove_item
  end

  resource :checkout, only: %i[show create] do
    get :confirmation
  end

  namespace :account do
    resource :profile, only: %i[show edit update]
    resources :addresses
    resources :orders, only: %i[index show] do
      post :reorder, on: :member
      get :invoice, on: :member
    end
  end

  namespace :admin do
    root "dashboard#index"
    resources :products do
      patch :publish, on: :member
      patch :unpublish, on: :member
    end
    resources :orders, only: %i[index show update]
    resources :customers, only: %i[index show]
    resources :coupons
  end

  namespace :api do
    namespace :v1 do
      resources :products, only: %i[index show]
      resources :orders, only: %i[create show]
    end
  end
end
