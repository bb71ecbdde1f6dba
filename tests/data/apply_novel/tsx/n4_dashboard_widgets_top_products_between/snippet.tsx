// ... existing code ...
      <Link to="/orders">View all orders</Link>
    </Card>
  );
}

interface TopProductsProps {
  products: { id: string; name: string; unitsSold: number; revenue: number }[];
}

export function TopProducts({ products }: TopProductsProps) {
  const ranked = [...products].sort((a, b) => b.revenue - a.revenue).slice(0, 5);
  return (
    <Card title="Top products">
      <ol className="widget-list widget-list--ranked">
        {ranked.map((product) => (
          <li key={product.id} className="widget-list__item">
            <span>{product.name}</span>
            <span>{product.unitsSold} sold</span>
            <span>{formatCurrency(product.revenue)}</span>
          </li>
        ))}
      </ol>
      <Link to="/products">View all products</Link>
    </Card>
  );
}

interface ActivityFeedProps {
  events: ActivityEvent[];
}
// ... existing code ...
