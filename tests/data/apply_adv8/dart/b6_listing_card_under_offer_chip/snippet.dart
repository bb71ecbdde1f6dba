// …

                children: [
                  Row(
                    children: [
                      Text(
                        _price.format(listing.askingPrice),
                        style: theme.textTheme.titleLarge,
                      ),
                      if (listing.status == ListingStatus.underOffer) ...[
                        const SizedBox(width: 8),
                        Chip(
                          label: const Text('Under offer'),
                          visualDensity: VisualDensity.compact,
                          backgroundColor: theme.colorScheme.tertiaryContainer,
                        ),
                      ],
                    ],
                  ),
                  const SizedBox(height: 4),
                  // [unchanged]
