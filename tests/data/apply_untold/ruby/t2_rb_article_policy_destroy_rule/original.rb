# frozen_string_literal: true

class ArticlePolicy < ApplicationPolicy
  class Scope < Scope
    def resolve
      if user&.admin?
        scope.all
      elsif user
        scope.where(published: true).or(scope.where(author_id: user.id))
      else
        scope.where(published: true)
      end
    end
  end

  def index?
    true
  end

  def show?
    record.published? || owner_or_admin?
  end

  def create?
    user.present?
  end

  def update?
    owner_or_admin?
  end

  def destroy?
    owner_or_admin?
  end

  def publish?
    owner_or_admin?
  end

  def unpublish?
    owner_or_admin?
  end

  def permitted_attributes
    attrs = %i[title body tag_list cover_image]
    attrs << :featured if user&.admin?
    attrs
  end

  private

  def owner_or_admin?
    return false unless user

    user.admin? || record.author_id == user.id
  end
end
