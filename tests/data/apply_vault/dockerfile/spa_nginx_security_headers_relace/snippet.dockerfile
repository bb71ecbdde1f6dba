# ... keep existing code

FROM nginx:1.27-alpine AS runtime

# ... keep existing code
COPY nginx/default.conf /etc/nginx/conf.d/default.conf
COPY nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/dist /usr/share/nginx/html
# ... keep existing code
