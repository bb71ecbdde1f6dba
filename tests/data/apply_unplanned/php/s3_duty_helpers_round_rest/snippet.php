function required_rest_minutes(array $duty, bool $atHomeBase): int
{
    $floor = $atHomeBase ? HOME_BASE_REST_MINUTES : AWAY_REST_MINUTES;
    return (int) (ceil(max($floor, duty_minutes($duty)) / 15) * 15);
}

// ... rest of the helpers unchanged ...
