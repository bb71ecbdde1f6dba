RUN docker-php-ext-configure gd --with-freetype --with-jpeg \
    && docker-php-ext-install -j"$(nproc)" \
        # ... existing extensions ...
        zip

COPY --from=composer:2.7 /usr/bin/composer /usr/bin/composer

# ... existing code ...
