class ProjectsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_project, only: %i[show edit update destroy archive]

  # ... keep existing code

  def archive
    @project.update!(archived_at: Time.current)
    redirect_to projects_path, notice: "Project was archived.", status: :see_other
  end

  private

  # ... keep existing code
end
