  def editor?
    role == "editor"
  end

  def member?
    role == "member"
  end

  def display_name
    name.presence || email.split("@").first
  end
