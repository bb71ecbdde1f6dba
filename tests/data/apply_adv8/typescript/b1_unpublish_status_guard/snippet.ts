export class EpisodeService {
  // ... existing code ...

  async unpublish(episodeId: string): Promise<Episode> {
    const episode = await this.get(episodeId);
    if (episode.status !== "published") {
      throw new Error(`episode ${episodeId} is not published`);
    }
    const updated = await this.transition(episode, "draft", null);
    // ... existing code ...
  }

  // ... existing code ...
}
