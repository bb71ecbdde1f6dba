# …

  MAX_ACTIVE_HOLDS = 15
  MAX_HOLDS_PER_TITLE_QUEUE = 60

  # …

  def create
    if current_member.holds.active.count >= MAX_ACTIVE_HOLDS
      redirect_to title_path(@title), alert: t("holds.limit_reached", limit: MAX_ACTIVE_HOLDS)
      return
    end

    if @title.holds.active.count >= MAX_HOLDS_PER_TITLE_QUEUE
      redirect_to title_path(@title), alert: t("holds.queue_full")
      return
    end

    # …
  end

  # …
