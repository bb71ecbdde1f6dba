Rails.application.routes.draw do
  # ... health check, storefront, cart and checkout routes unchanged ...

  namespace :account do
    resource :profile, only: %i[show edit update]
    resources :addresses
    resources :orders, only: %i[index show] do
      post :reorder, on: :member
      get :invoice, on: :member
      resources :returns, only: %i[new create]
    end
    resources :returns, only: %i[index show]
  end

  namespace :admin do
    # ... admin routes as before ...
    resources :coupons
    resources :returns, only: %i[index show update]
  end

  # ... api routes unchanged ...
end
