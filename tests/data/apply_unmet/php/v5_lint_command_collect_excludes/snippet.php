<?php

// ... existing code ...

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

// ... existing code ...
