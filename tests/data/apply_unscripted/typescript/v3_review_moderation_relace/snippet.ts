// ... keep existing code

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

// ... keep existing code

  async averageRating(bookId: string): Promise<number | null> {
    // ... keep existing code
    const total = reviews.reduce((sum, r) => sum + r.rating, 0);
    return Math.round((total / reviews.length) * 10) / 10;
  }

// ... keep existing code
