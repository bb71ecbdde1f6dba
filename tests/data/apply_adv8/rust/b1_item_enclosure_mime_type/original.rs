use std::fmt::Write as _;

use chrono::Utc;

use crate::feed::escape::xml_escape;
use crate::models::{Episode, EpisodeType};

/// Renders one `<item>` element of a show's RSS feed.
pub struct ItemRenderer<'a> {
    episode: &'a Episode,
    media_base_url: &'a str,
}

impl<'a> ItemRenderer<'a> {
    pub fn new(episode: &'a Episode, media_base_url: &'a str) -> Self {
        Self { episode, media_base_url }
    }

    fn enclosure_url(&self) -> String {
        format!("{}/{}/{}", self.media_base_url, self.episode.show_id, self.episode.audio_key)
    }

    fn pub_date(&self) -> String {
        self.episode.published_at.unwrap_or_else(Utc::now).to_rfc2822()
    }

    fn episode_type(&self) -> &'static str {
        match self.episode.episode_type {
            EpisodeType::Full => "full",
            EpisodeType::Trailer => "trailer",
            EpisodeType::Bonus => "bonus",
        }
    }

    pub fn render(&self, out: &mut String) -> std::fmt::Result {
        writeln!(out, "<item>")?;
        writeln!(out, "  <title>{}</title>", xml_escape(&self.episode.title))?;
        writeln!(out, "  <guid isPermaLink=\"false\">{}</guid>", self.episode.guid)?;
        writeln!(out, "  <pubDate>{}</pubDate>", self.pub_date())?;
        writeln!(
            out,
            "  <enclosure url=\"{}\" length=\"{}\" type=\"audio/mpeg\"/>",
            xml_escape(&self.enclosure_url()),
            self.episode.audio_bytes
        )?;
        writeln!(out, "  <itunes:duration>{}</itunes:duration>", self.episode.duration_secs)?;
        writeln!(out, "  <itunes:episodeType>{}</itunes:episodeType>", self.episode_type())?;
        if let Some(season) = self.episode.season {
            writeln!(out, "  <itunes:season>{}</itunes:season>", season)?;
        }
        if let Some(number) = self.episode.number {
            writeln!(out, "  <itunes:episode>{}</itunes:episode>", number)?;
        }
        writeln!(out, "</item>")
    }
}

pub fn render_items(episodes: &[Episode], media_base_url: &str) -> Result<String, std::fmt::Error> {
    let mut out = String::with_capacity(episodes.len() * 512);
    for episode in episodes {
        ItemRenderer::new(episode, media_base_url).render(&mut out)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::test_support::sample_episode;

    #[test]
    fn renders_optional_season_and_number() {
        let mut episode = sample_episode();
        episode.season = Some(2);
        episode.number = Some(14);
        let xml = render_items(&[episode], "https://media.castwave.fm").unwrap();
        assert!(xml.contains("<itunes:season>2</itunes:season>"));
        assert!(xml.contains("<itunes:episode>14</itunes:episode>"));
    }

    #[test]
    fn escapes_titles() {
        let mut episode = sample_episode();
        episode.title = "Q&A <live>".to_string();
        let xml = render_items(&[episode], "https://media.castwave.fm").unwrap();
        assert!(xml.contains("<title>Q&amp;A &lt;live&gt;</title>"));
    }
}
