<?php

/*
 * Small helpers shared by the theme templates.
 * Loaded from functions.php; keep them free of side effects.
 */

if (!defined('ABSPATH')) {
    exit;
}

function acme_asset_url(string $path): string
{
    $version = wp_get_theme()->get('Version');
    $base = get_stylesheet_directory_uri() . '/dist/';

    return esc_url($base . ltrim($path, '/') . '?ver=' . $version);
}

function acme_reading_time(int $postId): string
{
    $content = get_post_field('post_content', $postId);
    $words = str_word_count(wp_strip_all_tags($content));
    $minutes = max(1, (int) ceil($words / 220));

    return sprintf(_n('%d minute read', '%d minutes read', $minutes, 'acme'), $minutes);
}

function acme_excerpt(int $postId, int $length = 28): string
{
    $excerpt = get_the_excerpt($postId);
    if ($excerpt === '') {
        $excerpt = get_post_field('post_content', $postId);
    }

    return wp_trim_words(wp_strip_all_tags($excerpt), $length, '&hellip;');
}

function acme_primary_category(int $postId): ?WP_Term
{
    $categories = get_the_category($postId);
    if (empty($categories)) {
        return null;
    }

    usort($categories, fn (WP_Term $a, WP_Term $b) => $b->count <=> $a->count);

    return $categories[0];
}

function acme_author_line(int $postId): string
{
    $authorId = (int) get_post_field('post_author', $postId);
    $name = get_the_author_meta('display_name', $authorId);
    $date = get_the_date(get_option('date_format'), $postId);

    return sprintf(__('By %1$s on %2$s', 'acme'), esc_html($name), esc_html($date));
}

function acme_share_links(int $postId): array
{
    $url = rawurlencode(get_permalink($postId));
    $title = rawurlencode(get_the_title($postId));

    return [
        'mastodon' => 'https://mastodon.social/share?text=' . $title . '%20' . $url,
        'linkedin' => 'https://www.linkedin.com/sharing/share-offsite/?url=' . $url,
        'email' => 'mailto:?subject=' . $title . '&body=' . $url,
    ];
}
