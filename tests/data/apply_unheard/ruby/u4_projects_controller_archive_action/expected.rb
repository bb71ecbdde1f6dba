class ProjectsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_project, except: %i[index new create]

  def index
    @projects = current_account.projects
                               .where(archived_at: nil)
                               .order(updated_at: :desc)
                               .page(params[:page])
  end

  def show
    @tasks = @project.tasks.includes(:assignee).order(:position)
  end

  def new
    @project = current_account.projects.build
  end

  def edit
  end

  def create
    @project = current_account.projects.build(project_params)
    @project.owner = current_user

    if @project.save
      redirect_to @project, notice: "Project was created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @project.update(project_params)
      redirect_to @project, notice: "Project was updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def archive
    @project.update!(archived_at: Time.current)
    redirect_to projects_path, notice: "Project was archived.", status: :see_other
  end

  def destroy
    @project.destroy!
    redirect_to projects_path, notice: "Project was deleted.", status: :see_other
  end

  private

  def set_project
    @project = current_account.projects.find(params[:id])
  end

  def project_params
    params.require(:project).permit(:name, :description, :due_on, :color)
  end
end
