@IsOptional()
@IsString()
@MaxLength(64)
displayName?: string;

@IsOptional()
@IsUrl()
@MaxLength(512)
avatarUrl?: string;

// ... existing code ...
