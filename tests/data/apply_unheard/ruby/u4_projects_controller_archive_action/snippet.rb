  # ... existing code ...
      render :edit, status: :unprocessable_entity
    end
  end

  def archive
    @project.update!(archived_at: Time.current)
    redirect_to projects_path, notice: "Project was archived.", status: :see_other
  end

  def destroy
    # ... existing code ...
