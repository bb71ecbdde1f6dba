// ... keep existing code

    case "cart/clear":
      return touch({ ...state, items: [], coupon: null });

    case "cart/applyCoupon": {
      const { code, percentOff } = action.payload;
      if (!code || percentOff <= 0 || percentOff > 100) {
        return state;
      }
      return touch({ ...state, coupon: { code: code.toUpperCase(), percentOff } });
    }

    case "cart/removeCoupon":
      return touch({ ...state, coupon: null });

    default:
      return state;
  }
}

// ... keep existing code
