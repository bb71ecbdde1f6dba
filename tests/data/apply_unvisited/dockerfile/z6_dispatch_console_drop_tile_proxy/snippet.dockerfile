# ... existing code ...

WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    TELEMATICS_WS_URL=wss://telematics.internal/ws

COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./

# ... existing code ...
