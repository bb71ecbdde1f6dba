    def kitchen_ticket_payload
      # ... existing code ...
      payload.merge(fired_at: @clock.current.iso8601, course: order.current_course)
    end
