<?php
/**
 * Plugin Name: Acme Shop Helpers
 * Description: Price formatting, badges and shortcodes for the Acme storefront.
 * Version: 2.3.0
 */

if (!defined('ABSPATH')) {
    exit;
}

define('ACME_SHOP_CURRENCY', 'EUR');

function acme_format_price(float $amount, string $currency = ACME_SHOP_CURRENCY): string
{
    $formatter = new NumberFormatter(get_locale(), NumberFormatter::CURRENCY);

    return $formatter->formatCurrency($amount, $currency);
}

function acme_sale_badge(WC_Product $product): string
{
    if (!$product->is_on_sale()) {
        return '';
    }
    $regular = (float) $product->get_regular_price();
    $sale = (float) $product->get_sale_price();
    $percent = $regular > 0 ? round(100 - ($sale / $regular) * 100) : 0;

    return sprintf('<span class="acme-badge acme-badge--sale">-%d%%</span>', $percent);
}

function acme_price_shortcode($atts): string
{
    $atts = shortcode_atts(['id' => 0], $atts, 'acme_price');
    $product = wc_get_product((int) $atts['id']);
    if (!$product) {
        return '';
    }

    return esc_html(acme_format_price((float) $product->get_price()));
}

function acme_badge_shortcode($atts): string
{
    $atts = shortcode_atts(['id' => 0], $atts, 'acme_badge');
    $product = wc_get_product((int) $atts['id']);

    return $product ? acme_sale_badge($product) : '';
}

add_action('init', function () {
    add_shortcode('acme_price', 'acme_price_shortcode');
    add_shortcode('acme_badge', 'acme_badge_shortcode');
});
