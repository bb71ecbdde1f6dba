export type TodoAction =
  | { type: "added"; id: string; text: string }
  | { type: "toggled"; id: string }
  | { type: "renamed"; id: string; text: string }
  | { type: "removed"; id: string }
  | { type: "clearedCompleted" }
  | { type: "filterChanged"; filter: TodoState["filter"] };

// ... existing code ...

    case "toggled":
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, done: !item.done } : item)),
      };
    case "renamed":
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, text: action.text.trim() } : item)),
      };
    case "removed":
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
      };
    // ... existing code ...
