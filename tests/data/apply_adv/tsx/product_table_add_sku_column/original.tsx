import { useMemo, useState } from "react";
import type { Product } from "@/types/catalog";
import { formatPrice } from "@/lib/money";
import { StockBadge } from "./StockBadge";

type SortKey = "name" | "price" | "stock";

interface ProductTableProps {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export default function ProductTable({ products, onEdit, onDelete }: ProductTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("name");
  const [ascending, setAscending] = useState(true);

  const sorted = useMemo(() => {
    const copy = [...products];
    copy.sort((a, b) => {
      const av = a[sortKey];
      const bv = b[sortKey];
      if (av < bv) return ascending ? -1 : 1;
      if (av > bv) return ascending ? 1 : -1;
      return 0;
    });
    return copy;
  }, [products, sortKey, ascending]);

  const sortBy = (key: SortKey) => {
    if (key === sortKey) {
      setAscending(!ascending);
    } else {
      setSortKey(key);
      setAscending(true);
    }
  };

  return (
    <div className="table-wrapper">
      <table className="product-table">
        <thead>
          <tr>
            <th onClick={() => sortBy("name")}>Name</th>
            <th onClick={() => sortBy("price")}>Price</th>
            <th onClick={() => sortBy("stock")}>Stock</th>
            <th>Status</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {sorted.map((product) => (
            <tr key={product.id}>
              <td>{product.name}</td>
              <td>{formatPrice(product.price)}</td>
              <td>{product.stock}</td>
              <td>
                <StockBadge stock={product.stock} />
              </td>
              <td className="actions">
                <button type="button" onClick={() => onEdit(product)}>
                  Edit
                </button>
                <button type="button" onClick={() => onDelete(product)}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
