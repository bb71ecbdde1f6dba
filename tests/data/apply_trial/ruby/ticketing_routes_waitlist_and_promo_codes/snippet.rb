Rails.application.routes.draw do
  # ... devise, root, health check and venues unchanged ...

  resources :events do
    # ... member actions, ticket types and nested orders as before ...
    resources :waitlist_entries, only: %i[create destroy]
  end

  # ... top-level orders/refunds unchanged ...

  namespace :organizer do
    root "dashboard#show"
    resources :events, only: %i[index edit update] do
      resources :attendees, only: %i[index]
      resources :promo_codes, except: %i[show]
      resource :check_in, only: %i[show create]
    end
    # ... payouts and settings unchanged ...
  end

  # ... admin, api and catch-all routes unchanged ...
end
