module Newsroom
  class EmbargoScheduler
    include Newsroom::Instrumented

    BATCH_SIZE = 50
    # ... existing code ...

    private

    def lift(embargo)
      instrument("embargo.lift", article_id: embargo.article_id) do
        embargo.update!(state: :lifted, lifted_at: clock.now)
        Publishing::ReleaseJob.perform_later(embargo.article_id)
      end
    end
  end
end
