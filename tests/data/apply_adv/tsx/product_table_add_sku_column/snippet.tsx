// ... existing code ...
        <thead>
          <tr>
            <th onClick={() => sortBy("name")}>Name</th>
            <th>SKU</th>
            <th onClick={() => sortBy("price")}>Price</th>
            {/* ... other headers ... */}
          </tr>
        </thead>
        <tbody>
          {sorted.map((product) => (
            <tr key={product.id}>
              <td>{product.name}</td>
              <td className="mono">{product.sku}</td>
              <td>{formatPrice(product.price)}</td>
              {/* ... remaining cells ... */}
            </tr>
          ))}
        </tbody>
// ... existing code ...
