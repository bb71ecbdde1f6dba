// ...
  {
    key: "updatedAt",
    header: "Updated",
    width: 140,
    sortable: true,
    render: (order) => <time dateTime={order.updatedAt}>{formatDate(order.updatedAt)}</time>,
  },
// ...
