<?php

declare(strict_types=1);

namespace TinyLint\Console;

use TinyLint\Config\ConfigLoader;
use TinyLint\Linter;
use TinyLint\Report\FormatterFactory;

final class LintCommand
{
    private const EXIT_OK = 0;
    private const EXIT_VIOLATIONS = 1;
    private const EXIT_USAGE = 2;

    public function __construct(
        private readonly ConfigLoader $configLoader,
        private readonly FormatterFactory $formatters,
    ) {
    }

    /**
     * @param list<string> $argv
     */
    public function run(array $argv): int
    {
        try {
            $options = $this->parseOptions($argv);
        } catch (\InvalidArgumentException $e) {
            fwrite(STDERR, $e->getMessage() . PHP_EOL);
            fwrite(STDERR, $this->usage() . PHP_EOL);
            return self::EXIT_USAGE;
        }

        $config = $this->configLoader->load($options['config']);
        $linter = new Linter($config);
        $formatter = $this->formatters->create($options['format']);

        $violations = [];
        foreach ($this->collectFiles($options['paths'], $config->excludes()) as $file) {
            foreach ($linter->lintFile($file) as $violation) {
                $violations[] = $violation;
            }
        }

        echo $formatter->format($violations);

        return $violations === [] ? self::EXIT_OK : self::EXIT_VIOLATIONS;
    }

    /**
     * @param list<string> $argv
     * @return array{config: string, format: string, paths: list<string>}
     */
    private function parseOptions(array $argv): array
    {
        $options = ['config' => 'tinylint.json', 'format' => 'text', 'paths' => []];
        $args = array_slice($argv, 1);
        while ($args !== []) {
            $arg = array_shift($args);
            if ($arg === '--config' || $arg === '-c') {
                $options['config'] = $this->requireValue($arg, $args);
            } elseif ($arg === '--format' || $arg === '-f') {
                $options['format'] = $this->requireValue($arg, $args);
            } elseif (str_starts_with($arg, '-')) {
                throw new \InvalidArgumentException("Unknown option {$arg}");
            } else {
                $options['paths'][] = $arg;
            }
        }
        if ($options['paths'] === []) {
            $options['paths'][] = '.';
        }
        return $options;
    }

    /**
     * @param list<string> $args
     */
    private function requireValue(string $flag, array &$args): string
    {
        $value = array_shift($args);
        if ($value === null || str_starts_with($value, '-')) {
            throw new \InvalidArgumentException("Option {$flag} expects a value");
        }
        return $value;
    }

    /**
     * @param list<string> $paths
     * @param list<string> $excludes
     * @return iterable<string>
     */
    private function collectFiles(array $paths, array $excludes): iterable
    {
        foreach ($paths as $path) {
            if (is_file($path)) {
                yield $path;
                continue;
            }
            $iterator = new \RecursiveIteratorIterator(
                new \RecursiveDirectoryIterator($path, \FilesystemIterator::SKIP_DOTS)
            );
            foreach ($iterator as $file) {
                if (!$file->isFile() || $file->getExtension() !== 'php') {
                    continue;
                }
                $pathname = $file->getPathname();
                foreach ($excludes as $pattern) {
                    if (fnmatch($pattern, $pathname)) {
                        continue 2;
                    }
                }
                yield $pathname;
            }
        }
    }

    private function usage(): string
    {
        return 'Usage: tinylint [--config <file>] [--format text|json|checkstyle] [paths...]';
    }
}
