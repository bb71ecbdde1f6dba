    // ...

    case DECREMENT_QTY:
      return touch({
        ...state,
        items: state.items.map((item) =>
          item.sku === action.payload.sku ? { ...item, qty: Math.max(1, item.qty - 1) } : item
        ),
      });

    // ...
