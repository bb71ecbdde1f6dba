function acme_author_line(int $postId): string
{
    $authorId = (int) get_post_field('post_author', $postId);
    $name = get_the_author_meta('display_name', $authorId);
    $date = get_the_date(get_option('date_format'), $postId);

    return sprintf(
        __('By %1$s on %2$s', 'acme'),
        '<a href="' . esc_url(get_author_posts_url($authorId)) . '">' . esc_html($name) . '</a>',
        '<time datetime="' . esc_attr(get_the_date('c', $postId)) . '">' . esc_html($date) . '</time>'
    );
}

// ... other helpers unchanged ...
