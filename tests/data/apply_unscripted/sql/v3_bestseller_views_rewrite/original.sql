-- Reporting views used by the admin dashboard.

CREATE OR REPLACE VIEW book_sales_30d AS
SELECT
    b.id AS book_id,
    b.isbn13,
    b.title,
    SUM(li.quantity) AS units_sold,
    SUM(li.quantity * li.unit_price_pence) AS revenue_pence
FROM order_line_items li
JOIN orders o ON o.id = li.order_id
JOIN books b ON b.id = li.book_id
WHERE o.status IN ('paid', 'shipped', 'delivered')
  AND o.placed_at >= now() - INTERVAL '30 days'
GROUP BY b.id, b.isbn13, b.title;

CREATE OR REPLACE VIEW bestsellers AS
SELECT
    s.book_id,
    s.isbn13,
    s.title,
    s.units_sold,
    RANK() OVER (ORDER BY s.units_sold DESC) AS sales_rank
FROM book_sales_30d s
WHERE s.units_sold >= 5
ORDER BY sales_rank
LIMIT 100;

CREATE OR REPLACE VIEW book_rating_summary AS
SELECT
    r.book_id,
    COUNT(*) AS review_count,
    ROUND(AVG(r.rating)::numeric, 1) AS average_rating,
    COUNT(*) FILTER (WHERE r.rating = 5) AS five_star_count
FROM reviews r
WHERE r.status = 'approved'
GROUP BY r.book_id;

CREATE OR REPLACE VIEW top_rated_books AS
SELECT
    b.id AS book_id,
    b.title,
    rs.average_rating,
    rs.review_count
FROM books b
JOIN book_rating_summary rs ON rs.book_id = b.id
WHERE rs.review_count >= 10
ORDER BY rs.average_rating DESC, rs.review_count DESC
LIMIT 50;
