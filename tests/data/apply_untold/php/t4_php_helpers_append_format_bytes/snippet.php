// ... existing helpers ...

if (! function_exists('format_bytes')) {
    /**
     * A byte count in the largest fitting unit, e.g. "1.5 MB".
     */
    function format_bytes(int $bytes, int $precision = 1): string
    {
        $units = ['B', 'KB', 'MB', 'GB', 'TB'];
        $power = $bytes > 0 ? min((int) floor(log($bytes, 1024)), count($units) - 1) : 0;

        return round($bytes / (1024 ** $power), $precision) . ' ' . $units[$power];
    }
}
