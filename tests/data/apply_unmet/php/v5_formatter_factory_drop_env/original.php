<?php

declare(strict_types=1);

namespace TinyLint\Report;

use TinyLint\Report\Formatter\CheckstyleFormatter;
use TinyLint\Report\Formatter\JsonFormatter;
use TinyLint\Report\Formatter\JunitFormatter;
use TinyLint\Report\Formatter\TextFormatter;

final class FormatterFactory
{
    /** @deprecated since 2.3, use the --format option instead */
    public const ENV_FORMAT = 'TINYLINT_FORMAT';

    /** @var array<string, callable(): Formatter> */
    private array $factories;

    public function __construct(private readonly bool $colors = true)
    {
        $this->factories = [
            'text' => fn (): Formatter => new TextFormatter($this->colors),
            'json' => fn (): Formatter => new JsonFormatter(),
            'checkstyle' => fn (): Formatter => new CheckstyleFormatter(),
            'junit' => fn (): Formatter => new JunitFormatter(),
        ];
    }

    public function register(string $name, callable $factory): void
    {
        if (isset($this->factories[$name])) {
            throw new \LogicException("Formatter '{$name}' is already registered");
        }
        $this->factories[$name] = $factory;
    }

    public function create(string $name): Formatter
    {
        $factory = $this->factories[$name] ?? null;
        if ($factory === null) {
            throw new \InvalidArgumentException(sprintf(
                "Unknown format '%s'. Available formats: %s",
                $name,
                implode(', ', $this->names()),
            ));
        }
        return $factory();
    }

    /**
     * @deprecated since 2.3, use create() with the --format option instead
     */
    public function fromEnvironment(string $fallback = 'text'): Formatter
    {
        $name = getenv(self::ENV_FORMAT);
        if ($name === false || $name === '') {
            return $this->create($fallback);
        }
        trigger_error(self::ENV_FORMAT . ' is deprecated, use --format', E_USER_DEPRECATED);
        return $this->create($name);
    }

    public function has(string $name): bool
    {
        return isset($this->factories[$name]);
    }

    /**
     * @return list<string>
     */
    public function names(): array
    {
        $names = array_keys($this->factories);
        sort($names);
        return $names;
    }
}
