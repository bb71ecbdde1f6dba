import { EventEmitter } from "events";
import { ReviewRepository } from "../repositories/reviewRepository";
import { NewReview, Review, ReviewStatus } from "../types/review";

const MIN_BODY_LENGTH = 20;
const MAX_BODY_LENGTH = 5000;

/**
 * Customer book reviews: submission, moderation and rating aggregates.
 * Emits review:* events that the search indexer and mailer subscribe to.
 */
export class ReviewService extends EventEmitter {
  constructor(private readonly repo: ReviewRepository) {
    super();
  }

  async submit(input: NewReview): Promise<Review> {
    if (input.rating < 1 || input.rating > 5) {
      throw new Error("Rating must be between 1 and 5");
    }
    const body = input.body.trim();
    if (body.length < MIN_BODY_LENGTH || body.length > MAX_BODY_LENGTH) {
      throw new Error(`Review body must be ${MIN_BODY_LENGTH}-${MAX_BODY_LENGTH} characters`);
    }
    const review = await this.repo.insert({ ...input, body, status: ReviewStatus.Pending });
    this.emit("review:submitted", review);
    return review;
  }

  async approve(reviewId: string, moderatorId: string): Promise<Review> {
    const existing = await this.repo.findById(reviewId);
    if (!existing) {
      throw new Error(`Review ${reviewId} not found`);
    }
    if (existing.customerId === moderatorId) {
      throw new Error("Moderators cannot approve their own reviews");
    }
    const review = await this.repo.updateStatus(reviewId, ReviewStatus.Approved, moderatorId);
    this.emit("review:approved", review);
    return review;
  }

  async reject(reviewId: string, moderatorId: string): Promise<Review> {
    const review = await this.repo.updateStatus(reviewId, ReviewStatus.Rejected, moderatorId);
    this.emit("review:rejected", review);
    return review;
  }

  async listForBook(bookId: string, limit = 20): Promise<Review[]> {
    return this.repo.findByBook(bookId, { status: ReviewStatus.Approved, limit });
  }

  async averageRating(bookId: string): Promise<number | null> {
    const reviews = await this.repo.findByBook(bookId, { status: ReviewStatus.Approved });
    if (reviews.length === 0) {
      return null;
    }
    const total = reviews.reduce((sum, r) => sum + r.rating, 0);
    return Math.round((total / reviews.length) * 10) / 10;
  }

  async markHelpful(reviewId: string, customerId: string): Promise<void> {
    await this.repo.addHelpfulVote(reviewId, customerId);
  }
}
