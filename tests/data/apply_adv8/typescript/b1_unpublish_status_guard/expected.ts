import { randomUUID } from "node:crypto";

import type { Episode, EpisodeStatus } from "./types";
import type { EpisodeRepository } from "./repository";
import type { FeedInvalidator } from "../feeds/invalidator";
import { logger } from "../lib/logger";

const MIN_SCHEDULE_LEAD_MS = 5 * 60 * 1000;

export class EpisodeNotFoundError extends Error {
  constructor(public readonly episodeId: string) {
    super(`episode ${episodeId} not found`);
    this.name = "EpisodeNotFoundError";
  }
}

export class EpisodeService {
  constructor(
    private readonly repo: EpisodeRepository,
    private readonly feeds: FeedInvalidator,
  ) {}

  async get(episodeId: string): Promise<Episode> {
    const episode = await this.repo.findById(episodeId);
    if (!episode) {
      throw new EpisodeNotFoundError(episodeId);
    }
    return episode;
  }

  async createDraft(showId: string, title: string): Promise<Episode> {
    const episode: Episode = {
      id: randomUUID(),
      showId,
      title,
      status: "draft",
      publishAt: null,
      createdAt: new Date(),
    };
    await this.repo.insert(episode);
    return episode;
  }

  async schedule(episodeId: string, publishAt: Date): Promise<Episode> {
    const episode = await this.get(episodeId);
    if (publishAt.getTime() - Date.now() < MIN_SCHEDULE_LEAD_MS) {
      throw new Error("publish time must be at least five minutes out");
    }
    return this.transition(episode, "scheduled", publishAt);
  }

  async publishNow(episodeId: string): Promise<Episode> {
    const episode = await this.get(episodeId);
    const updated = await this.transition(episode, "published", new Date());
    await this.feeds.invalidate(episode.showId);
    return updated;
  }

  async unpublish(episodeId: string): Promise<Episode> {
    const episode = await this.get(episodeId);
    if (episode.status !== "published") {
      throw new Error(`episode ${episodeId} is not published`);
    }
    const updated = await this.transition(episode, "draft", null);
    await this.feeds.invalidate(episode.showId);
    return updated;
  }

  private async transition(
    episode: Episode,
    status: EpisodeStatus,
    publishAt: Date | null,
  ): Promise<Episode> {
    const updated: Episode = { ...episode, status, publishAt };
    await this.repo.update(updated);
    logger.info("episode status changed", {
      episodeId: episode.id,
      from: episode.status,
      to: status,
    });
    return updated;
  }
}

export function isLive(episode: Episode, now: Date = new Date()): boolean {
  return episode.status === "published" && episode.publishAt !== null && episode.publishAt <= now;
}
