<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Models\ApiToken;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class AuthenticateApiToken
{
    private const HEADER = 'X-Api-Token';

    public function handle(Request $request, Closure $next, string ...$abilities): Response
    {
        $plain = $this->extractToken($request);
        if ($plain === null) {
            return $this->deny('missing token');
        }

        $token = ApiToken::query()
            ->where('hash', hash('sha256', $plain))
            ->whereNull('revoked_at')
            ->first();

        if ($token === null || $token->isExpired()) {
            return $this->deny('invalid token');
        }

        foreach ($abilities as $ability) {
            if (!$token->can($ability)) {
                return $this->deny("token lacks ability {$ability}", 403);
            }
        }

        $token->forceFill(['last_used_at' => now()])->saveQuietly();
        $request->setUserResolver(fn () => $token->user);

        return $next($request);
    }

    private function extractToken(Request $request): ?string
    {
        $bearer = $request->bearerToken();
        if ($bearer !== null && $bearer !== '') {
            return $bearer;
        }

        $header = $request->header(self::HEADER);

        return is_string($header) && $header !== '' ? $header : null;
    }

    private function deny(string $reason, int $status = 401): Response
    {
        return response()->json(['message' => 'Unauthorized.', 'reason' => $reason], $status);
    }
}
