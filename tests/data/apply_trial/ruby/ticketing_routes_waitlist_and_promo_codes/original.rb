Rails.application.routes.draw do
  devise_for :users, controllers: { sessions: "users/sessions", registrations: "users/registrations" }

  root "events#index"

  get "up" => "rails/health#show", as: :rails_health_check

  resources :venues, only: %i[index show] do
    resources :seating_maps, only: %i[show]
  end

  resources :events do
    member do
      post :publish
      post :unpublish
    end

    resources :ticket_types, except: %i[show]
    resources :orders, only: %i[new create show] do
      member do
        get :confirmation
        post :resend_tickets
      end
    end
  end

  resources :orders, only: %i[index] do
    resources :refunds, only: %i[new create]
  end

  namespace :organizer do
    root "dashboard#show"
    resources :events, only: %i[index edit update] do
      resources :attendees, only: %i[index]
      resource :check_in, only: %i[show create]
    end
    resources :payouts, only: %i[index show]
    resource :settings, only: %i[edit update]
  end

  namespace :admin do
    resources :users, only: %i[index show update]
    resources :events, only: %i[index destroy]
    resources :refunds, only: %i[index update]
  end

  namespace :api do
    namespace :v1 do
      resources :events, only: %i[index show]
      resources :tickets, only: %i[show] do
        post :scan, on: :member
      end
    end
  end

  match "*path", to: "errors#not_found", via: :all, constraints: ->(req) { !req.path.start_with?("/rails/") }
end
