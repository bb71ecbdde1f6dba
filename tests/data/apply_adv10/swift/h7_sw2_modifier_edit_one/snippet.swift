            Text(model.email)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            // ... existing code ...
