# frozen_string_literal: true

class Article < ApplicationRecord
  include Searchable
  include Discard::Model

  STATUSES = %w[draft in_review scheduled published archived].freeze
  WORDS_PER_MINUTE = 230
  SLUG_MAX_LENGTH = 80

  belongs_to :author, class_name: "User", inverse_of: :articles
  belongs_to :category, optional: true
  has_many :comments, dependent: :destroy
  has_many :taggings, as: :taggable, dependent: :destroy
  has_many :tags, through: :taggings
  has_one_attached :cover_image

  has_rich_text :body

  enum :status, STATUSES.index_by(&:itself), default: "draft", validate: true

  validates :title, presence: true, length: { maximum: 160 }
  validates :slug, presence: true, uniqueness: { scope: :category_id }
  validates :summary, length: { maximum: 300 }
  validates :published_at, presence: true, if: :published?
  validate :scheduled_in_future, if: :scheduled?

  before_validation :assign_slug, if: -> { slug.blank? && title.present? }
  before_save :compute_reading_time, if: :will_save_change_to_body?
  after_commit :notify_subscribers, on: :update, if: :just_published?

  scope :visible, -> { kept.where(status: "published").where("published_at <= ?", Time.current) }
  scope :recent, -> { order(published_at: :desc) }
  scope :by_author, ->(user) { where(author: user) }
  scope :tagged, ->(name) { joins(:tags).where(tags: { name: name }) }

  def self.search_fields
    %i[title summary]
  end

  def self.find_by_path!(path)
    id = path.to_s.split("-", 2).first
    find(id)
  end

  def to_param
    "#{id}-#{slug}"
  end

  def reading_time_label
    minutes = reading_time_minutes.to_i
    return I18n.t("articles.reading_time.short") if minutes < 1

    I18n.t("articles.reading_time.minutes", count: minutes)
  end

  def publish!(at: Time.current)
    transaction do
      update!(status: "published", published_at: at)
      author.increment!(:published_articles_count)
    end
  end

  def schedule!(at)
    update!(status: "scheduled", published_at: at)
  end

  def archive!
    update!(status: "archived")
  end

  def editable_by?(user)
    return false if user.nil?
    return true if user.admin?

    author_id == user.id && !archived?
  end

  def tag_list
    tags.map(&:name).join(", ")
  end

  def tag_list=(names)
    self.tags = names.to_s.split(",").map(&:strip).reject(&:blank?).uniq.map do |name|
      Tag.find_or_create_by!(name: name.downcase)
    end
  end

  def cover_image_url(variant: :medium)
    return nil unless cover_image.attached?

    Rails.application.routes.url_helpers.rails_representation_url(
      cover_image.variant(Article.cover_variants.fetch(variant)),
      only_path: true
    )
  end

  def self.cover_variants
    {
      thumb: { resize_to_fill: [160, 90] },
      medium: { resize_to_limit: [800, 450] },
      large: { resize_to_limit: [1600, 900] }
    }
  end

  def related(limit: 4)
    Article.visible
           .tagged(tags.pluck(:name))
           .where.not(id: id)
           .distinct
           .recent
           .limit(limit)
  end

  private

  def assign_slug
    base = title.parameterize.first(SLUG_MAX_LENGTH)
    candidate = base
    suffix = 2

    while Article.where(category_id: category_id, slug: candidate).where.not(id: id).exists?
      candidate = "#{base}-#{suffix}"
      suffix += 1
    end

    self.slug = candidate
  end

  def compute_reading_time
    words = body.to_plain_text.split.size
    self.reading_time_minutes = (words / WORDS_PER_MINUTE.to_f).ceil
  end

  def scheduled_in_future
    return if published_at.present? && published_at > Time.current

    errors.add(:published_at, :must_be_in_future)
  end

  def just_published?
    saved_change_to_status? && published?
  end

  def notify_subscribers
    ArticlePublishedJob.perform_later(id)
  end
end
